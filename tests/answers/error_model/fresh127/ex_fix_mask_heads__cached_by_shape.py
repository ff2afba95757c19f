# exercise: ex_fix_mask_heads
# mistake: The learner caches the reshaped mask keyed by pad.shape, so a later call with a different pad of the same shape reuses the old mask; the mask must be built from each call's pad. [cond: a second call with a different pad of the same shape]
import torch


class MaskHeads:
    def __init__(self):
        self._mask_cache = {}

    def __call__(self, scores, pad):
        key = tuple(pad.shape)
        if key not in self._mask_cache:
            self._mask_cache[key] = pad[:, None, None, :]
        mask = self._mask_cache[key]
        return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)


ex_fix_mask_heads = MaskHeads()
