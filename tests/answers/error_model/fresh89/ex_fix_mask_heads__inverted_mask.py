# exercise: ex_fix_mask_heads
# mistake: The shape is fixed but the mask is inverted with ~, so the real keys are masked and only padded keys are kept; pad is already True at padding.
import torch


def ex_fix_mask_heads(scores, pad):
    keep = ~pad
    mask = keep[:, None, None, :]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
