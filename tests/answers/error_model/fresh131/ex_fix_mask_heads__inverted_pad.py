# exercise: ex_fix_mask_heads
# mistake: The learner inverts pad (~pad), reading True as "keep", so the real keys are masked and only padding is attended; pad is True at padding and is the mask as it is.
import torch


def ex_fix_mask_heads(scores, pad):
    keep = ~pad
    mask = keep[:, None, None, :]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
