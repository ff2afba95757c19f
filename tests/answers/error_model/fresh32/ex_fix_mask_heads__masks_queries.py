# exercise: ex_fix_mask_heads
# mistake: Reshapes pad to (b, 1, n, 1), which masks the padded queries' rows (all -inf, NaN) instead of the padded keys; the mask is pad[:, None, None, :].

import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, :, None]  # broadcast over heads
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
