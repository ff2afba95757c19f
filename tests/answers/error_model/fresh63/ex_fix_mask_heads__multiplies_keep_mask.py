# exercise: ex_fix_mask_heads
# mistake: Fixes the broadcast to (b, 1, 1, n) but applies the mask Keras-style by multiplying the scores by (1 - pad), which sets padded scores to 0 instead of -inf, so padded keys still get weight; they must be filled with -inf before the softmax. [cond: some padding]
import torch


def ex_fix_mask_heads(scores, pad):
    keep = 1.0 - pad.to(scores.dtype)          # 1 = real token, 0 = padding
    keep = keep[:, None, None, :]              # (b, 1, 1, n)
    return torch.softmax(scores * keep, dim=-1)
