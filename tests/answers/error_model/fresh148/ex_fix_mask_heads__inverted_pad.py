# exercise: ex_fix_mask_heads
# mistake: Masks with ~pad, treating True as "keep", so the real tokens are masked and only the padded keys are attended to; pad is already True at padding.
import torch


def ex_fix_mask_heads(scores, pad):
    keep = ~pad
    mask = keep[:, None, None, :]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
