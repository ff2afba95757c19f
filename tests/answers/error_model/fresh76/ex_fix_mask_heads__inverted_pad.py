# exercise: ex_fix_mask_heads
# mistake: Masks ~pad, i.e. the real keys, reading pad as True for real tokens; the statement says pad is True at padding.
import torch


def ex_fix_mask_heads(scores, pad):
    keep = pad[:, None, None, :]
    return torch.softmax(scores.masked_fill(~keep, float('-inf')), dim=-1)
