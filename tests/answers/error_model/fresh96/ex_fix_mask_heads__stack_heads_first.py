# exercise: ex_fix_mask_heads
# mistake: Looped over heads and stacked the per-head results on dim 0, returning shape (h, b, n, n) instead of (b, h, n, n); they must be stacked on dim=1. [cond: b > 1 or h > 1]
import torch


def ex_fix_mask_heads(scores, pad):
    h = scores.shape[1]
    mask = pad[:, None, :]
    return torch.stack([torch.softmax(scores[:, i].masked_fill(mask, float('-inf')), dim=-1)
                        for i in range(h)])
