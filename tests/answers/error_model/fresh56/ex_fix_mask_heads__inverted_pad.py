# exercise: ex_fix_mask_heads
# mistake: The learner inverts pad (~pad), reading it as the mask of real tokens to keep, so the real keys are masked and the padded ones kept; pad is already True at padding.
import torch


def ex_fix_mask_heads(scores, pad):
    keep = ~pad
    mask = keep[:, None, None, :]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
