# exercise: ex_fix_mask_heads
# mistake: Treats pad as a keep-mask and fills ~pad, so the real keys are masked and only the padded keys get weight; pad is True at padding and is what must be filled.
import torch


def ex_fix_mask_heads(scores, pad):
    keep = pad[:, None, None, :]
    return torch.softmax(scores.masked_fill(~keep, float('-inf')), dim=-1)
