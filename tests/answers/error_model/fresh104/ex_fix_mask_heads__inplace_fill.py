# exercise: ex_fix_mask_heads
# mistake: Used masked_fill_ in place, overwriting the caller's scores with -inf; the out-of-place masked_fill is needed. [cond: the caller's scores are modified]
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, None, :]
    scores.masked_fill_(mask, float('-inf'))
    return torch.softmax(scores, dim=-1)
