# exercise: ex_fix_mask_heads
# mistake: The learner swaps the batch and head axes of scores so the old mask broadcasts, but never swaps them back, returning (h, b, n, n) instead of (b, h, n, n).
import torch


def ex_fix_mask_heads(scores, pad):
    s = scores.transpose(0, 1)          # (h, b, n, n)
    mask = pad[:, None, :]              # (b, 1, n)
    return torch.softmax(s.masked_fill(mask, float('-inf')), dim=-1)
