# exercise: ex_fix_mask_heads
# mistake: Fixes the shape but masks ~pad, i.e. the real tokens, reading pad as a 'keep' mask; pad is True at padding, which is what must be masked.
import torch


def ex_fix_mask_heads(scores, pad):
    youxiao = pad[:, None, None, :]   # (b, 1, 1, n)
    return torch.softmax(scores.masked_fill(~youxiao, float('-inf')), dim=-1)
