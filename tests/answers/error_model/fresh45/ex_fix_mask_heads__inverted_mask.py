# exercise: ex_fix_mask_heads
# mistake: Fixes the shape but fills ~mask, treating the mask as True where attention is allowed, so the real keys are masked and only padded keys get weight; pad is True at padding, which is what must be filled.
import torch


def ex_fix_mask_heads(scores, pad):
    keep = pad[:, None, None, :]
    return torch.softmax(scores.masked_fill(~keep, float('-inf')), dim=-1)
