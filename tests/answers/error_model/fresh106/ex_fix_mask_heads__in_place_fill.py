# exercise: ex_fix_mask_heads
# mistake: Fixed the mask shape but switched to masked_fill_, which overwrites the caller's scores with -inf; use the out-of-place masked_fill.
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad.unsqueeze(1).unsqueeze(2)   # (b, 1, 1, n)
    scores.masked_fill_(mask, float('-inf'))
    return torch.softmax(scores, dim=-1)
