# exercise: ex_fix_mask_heads
# mistake: Uses pad[:, None, :, None], which masks padded queries (whole rows, giving NaN) instead of padded keys (columns); it must be pad[:, None, None, :].
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, :, None]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
