# exercise: ex_fix_mask_heads
# mistake: Uses pad[:, None, :, None], which masks the rows of padded queries (making them NaN) instead of the columns of padded keys; the key mask is pad[:, None, None, :].
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, :, None]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
