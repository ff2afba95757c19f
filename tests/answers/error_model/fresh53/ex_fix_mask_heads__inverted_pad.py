# exercise: ex_fix_mask_heads
# mistake: The learner negated the mask (~pad), reading pad as "True for real tokens", so the real keys are masked and only padded keys keep weight; pad is True at padding and must be used as it is.
import torch


def ex_fix_mask_heads(scores, pad):
    mask = ~pad[:, None, None, :]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
