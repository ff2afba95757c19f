# exercise: ex_causal_weights
# mistake: Cached the mask in a module-level variable built on the first call, so later calls with another n (or device) reuse the wrong mask and fail; build the mask for each call's n and device. [cond: called again with a different n]
import torch

_MASK = None


def ex_causal_weights(scores):
    global _MASK
    if _MASK is None:  # build once, it's the same every time
        n = scores.shape[-1]
        _MASK = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), 1)
    return torch.softmax(scores.masked_fill(_MASK, -torch.inf), dim=-1)
