# exercise: ex_fix_mask_heads
# mistake: Uses pad[:, None, :, None], which masks padded queries (whole rows, giving NaN) instead of padded keys; the key mask is pad[:, None, None, :].
import torch


def ex_fix_mask_heads(scores, pad):
    # (b, n) -> (b, 1, n, 1): one flag per token, broadcast over heads
    mask = pad[:, None, :, None]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
