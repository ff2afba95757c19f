# exercise: ex_fix_mask_heads
# mistake: Fixed the shape but inverted the mask (~pad), so the real keys are masked and only the padded ones kept; pad is already True where the key must be masked.

import torch


def ex_fix_mask_heads(scores, pad):
    keep = ~pad
    mask = keep[:, None, None, :]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
