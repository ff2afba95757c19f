# exercise: ex_fix_mask_heads
# mistake: Reshaped pad to (b, 1, n, 1), which masks the rows of padded queries instead of the columns of padded keys (real queries still attend to padding, padded rows become NaN); padded keys are the last axis: pad[:, None, None, :].
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, :, None]  # broadcast over heads
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
