# exercise: ex_fix_mask_heads
# mistake: The mask is indexed as pad[:, None, :, None], which masks the rows of padded queries (giving NaN rows) instead of the padded key columns; it must be pad[:, None, None, :].
import torch


def ex_fix_mask_heads(scores, pad):
    # scores: (b, h, n, n), pad: (b, n)
    # add the missing head axis AND a trailing one so it lines up with (b, h, n, n)
    mask = pad[:, None, :, None]
    print("mask:", mask.shape)   # (b, 1, n, 1)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
