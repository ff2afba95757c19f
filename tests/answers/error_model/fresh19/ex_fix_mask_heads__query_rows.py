# exercise: ex_fix_mask_heads
# mistake: Reshapes pad to (b, 1, n, 1), which masks the rows of padded queries (giving NaN rows) instead of the columns of padded keys; the key mask is pad[:, None, None, :] of shape (b, 1, 1, n).
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, :, None]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
