# exercise: ex_fix_mask_heads
# mistake: Fixes the shape but masks ~pad, i.e. the real tokens, reading pad as a keep-mask; pad is True at padding, so it must be masked as is.
import torch


def ex_fix_mask_heads(scores, pad):
    keep = pad[:, None, None, :]
    return torch.softmax(scores.masked_fill(~keep, float('-inf')), dim=-1)
