# exercise: ex_causal_weights
# mistake: Caches the mask in a module-level global on the first call and reuses it for every later call, so a later call with a different n (or device) uses a mask of the wrong size. [cond: a later call with a different n than the first]
import torch

_CAUSAL_MASK = None


def _get_mask(n, device):
    global _CAUSAL_MASK
    if _CAUSAL_MASK is None:
        _CAUSAL_MASK = torch.triu(torch.ones(n, n, dtype=torch.bool, device=device), diagonal=1)
    return _CAUSAL_MASK


def ex_causal_weights(scores):
    """Softmax over keys with the future masked out (mask built once and reused)."""
    n = scores.shape[-1]
    mask = _get_mask(n, scores.device)
    return torch.softmax(scores.masked_fill(mask, float("-inf")), dim=-1)
