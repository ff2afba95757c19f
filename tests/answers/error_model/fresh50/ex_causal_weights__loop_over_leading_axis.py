# exercise: ex_causal_weights
# mistake: Imitating vmap, the learner loops over the first axis assuming it is a batch axis; for unbatched (n, n) scores that loops over rows, and each 1-D row broadcast against the (n, n) mask gives an (n, n, n) result. The mask broadcasts over any leading axes, so no loop is needed. [cond: only for 2-D scores with no batch axis]
import torch


def _one(s):
    n = s.shape[-1]
    future = torch.ones(n, n, dtype=torch.bool, device=s.device).triu(1)
    return torch.softmax(s.masked_fill(future, float("-inf")), dim=-1)


def ex_causal_weights(scores):
    # batched like jax.vmap(_one)(scores)
    return torch.stack([_one(s) for s in scores])
