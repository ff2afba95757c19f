# exercise: ex_causal_weights
# mistake: The mask is created on the CPU (no device argument), so masked_fill fails for scores on a GPU; it must be created with device=scores.device. [cond: only on a GPU]
import torch

_cache = {}


def _future(n):
    if n not in _cache:
        _cache[n] = torch.triu(torch.ones(n, n, dtype=torch.bool), diagonal=1)
    return _cache[n]


def ex_causal_weights(scores):
    n = scores.size(-1)
    return torch.softmax(scores.masked_fill(_future(n), float("-inf")), dim=-1)
