# exercise: ex_fix_mask_heads
# mistake: Fixes the shape to (b, 1, 1, n) but masks ~pad, i.e. the real tokens, reading pad as 'keep'; pad is True at padding, which is what must be masked.
import torch


def ex_fix_mask_heads(scores, pad):
    keep = pad[:, None, None, :]
    return torch.softmax(scores.masked_fill(~keep, float('-inf')), dim=-1)
