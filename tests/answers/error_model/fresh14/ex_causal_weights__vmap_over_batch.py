# exercise: ex_causal_weights
# mistake: Translates jax.vmap(jax.vmap(f)) into two nested loops over the first two axes, assuming scores are always (b, h, n, n): 4-D scores are right, 3-D (b, n, n) scores give a (b, n, n, n) result, 2-D (n, n) scores raise IndexError. Right: one mask of shape (n, n) broadcast over any leading axes. [cond: scores not 4-D]
import torch


def _one(s):
    n = s.shape[-1]
    mask = torch.ones(n, n, dtype=torch.bool, device=s.device).triu(diagonal=1)
    return torch.softmax(s.masked_fill(mask, -torch.inf), dim=-1)


def ex_causal_weights(scores):
    # jax.vmap(jax.vmap(_one))(scores): map over the batch axis, then over the head axis
    return torch.stack([torch.stack([_one(s) for s in per_batch]) for per_batch in scores])
