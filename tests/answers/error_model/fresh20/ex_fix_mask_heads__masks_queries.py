# exercise: ex_fix_mask_heads
# mistake: Broadcasts the padding as pad[:, None, :, None], which masks the rows of padded queries instead of the columns of padded keys (and turns those rows into NaN); it should be pad[:, None, None, :].
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, :, None]   # (b, 1, n, 1)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
