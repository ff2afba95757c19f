# exercise: ex_fix_mask_heads
# mistake: Unsqueezed the pad mask to (b, 1, n, 1), masking query rows (all -inf, NaN) instead of key columns; it must be pad[:, None, None, :]. [cond: some padding]
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, :, None]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
