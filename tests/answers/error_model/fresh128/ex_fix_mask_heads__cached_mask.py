# exercise: ex_fix_mask_heads
# mistake: The learner caches the broadcast mask keyed by pad's shape, so a second call with a different pad of the same shape reuses the first pad's mask; the mask must come from the pad passed in. [cond: only when called again with another pad of the same shape]
import torch

_MASK_CACHE = {}


def ex_fix_mask_heads(scores, pad):
    if pad.shape not in _MASK_CACHE:
        _MASK_CACHE[pad.shape] = pad[:, None, None, :]
    mask = _MASK_CACHE[pad.shape]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
