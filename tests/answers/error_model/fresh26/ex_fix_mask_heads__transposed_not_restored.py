# exercise: ex_fix_mask_heads
# mistake: Swapped the batch and head axes so the old mask lines up, but returned the result still in (h, b, n, n) order; transpose back to (b, h, n, n). [cond: b > 1 or h > 1]

import torch


def ex_fix_mask_heads(scores, pad):
    s = scores.transpose(0, 1)          # (h, b, n, n): now b lines up with pad
    mask = pad[:, None, :]              # (b, 1, n)
    return torch.softmax(s.masked_fill(mask, float('-inf')), dim=-1)
