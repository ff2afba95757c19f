# exercise: ex_fix_mask_heads
# mistake: Fixes the shape but masks ~pad, reading pad as "True = keep", so the real keys are masked and only the padding gets weight; pad is True at padding and must be masked as is.
import torch


def ex_fix_mask_heads(scores, pad):
    keep = pad[:, None, None, :]
    mask = ~keep
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
