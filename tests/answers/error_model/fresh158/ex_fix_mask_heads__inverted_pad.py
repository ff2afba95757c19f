# exercise: ex_fix_mask_heads
# mistake: The learner inverted pad (treating it as a keep mask, True = attend), so real keys are masked and padded keys kept; pad is True at padding and must be masked as is.
import torch


def ex_fix_mask_heads(scores, pad):
    keep = pad[:, None, None, :]
    return torch.softmax(scores.masked_fill(~keep, float('-inf')), dim=-1)
