# exercise: ex_fix_mask_heads
# mistake: Fixes the shape to (b, 1, 1, n) but masks ~pad, treating True as 'keep', so the real keys are masked and only padded keys get weight.
import torch


def ex_fix_mask_heads(scores, pad):
    keep = ~pad
    mask = keep[:, None, None, :]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
