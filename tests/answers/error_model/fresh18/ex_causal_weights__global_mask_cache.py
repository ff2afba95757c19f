# exercise: ex_causal_weights
# mistake: Cached the causal mask in a module-level global built on the first call, so a later call with a different n reuses the wrong-sized mask (error or wrong mask); build or slice the mask for each call's n. [cond: a later call has a different n]
import torch

_CAUSAL = None  # built once, reused


def ex_causal_weights(scores):
    global _CAUSAL
    n = scores.shape[-1]
    if _CAUSAL is None:
        _CAUSAL = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=1)
    return torch.softmax(scores.masked_fill(_CAUSAL, float("-inf")), dim=-1)
