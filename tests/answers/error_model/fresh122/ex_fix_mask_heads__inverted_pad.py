# exercise: ex_fix_mask_heads
# mistake: Fills where ~pad (the real tokens) instead of where pad is True, so only the padding is attended to; the mask is pad itself.
import torch


def ex_fix_mask_heads(scores, pad):
    keep = pad[:, None, None, :]
    return torch.softmax(scores.masked_fill(~keep, float('-inf')), dim=-1)
