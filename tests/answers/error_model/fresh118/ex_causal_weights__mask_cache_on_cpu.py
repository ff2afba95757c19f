# exercise: ex_causal_weights
# mistake: Caches the causal masks in a dict keyed by n, created on the CPU without device=, so on a GPU masked_fill gets a CPU mask; create (or key the cache by) scores.device. [cond: on a GPU]
import torch

_MASKS = {}


def ex_causal_weights(scores):
    n = scores.size(-1)
    m = _MASKS.get(n)
    if m is None:
        m = _MASKS[n] = torch.ones(n, n, dtype=torch.bool).triu_(1)
    return scores.masked_fill(m, float("-inf")).softmax(dim=-1)
