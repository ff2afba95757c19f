# exercise: ex_fix_mask_heads
# mistake: Fixes the mask shape but fills with the in-place masked_fill_, overwriting the caller's scores tensor with -inf at the padded keys; use the out-of-place masked_fill.
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad.unsqueeze(1).unsqueeze(2)   # (b, 1, 1, n)
    scores.masked_fill_(mask, float('-inf'))
    return torch.softmax(scores, dim=-1)
