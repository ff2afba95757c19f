# exercise: ex_fix_mask_heads
# mistake: Fixed the shape but inverted the mask (~pad, the Keras convention where True means keep), so the real keys are masked and only the padding is attended; fill where pad is True.
import torch


def ex_fix_mask_heads(scores, pad):
    keep = ~pad
    mask = keep[:, None, None, :]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
