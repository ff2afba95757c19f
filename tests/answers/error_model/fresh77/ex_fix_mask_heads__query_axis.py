# exercise: ex_fix_mask_heads
# mistake: The mask is indexed as pad[:, None, :, None], which masks padded queries (whole rows, giving NaN) instead of padded keys; the key mask needs shape (b, 1, 1, n).
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, :, None]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
