# exercise: ex_fix_mask_heads
# mistake: Fixes the axes but inverts the mask (~pad), treating pad as True at real tokens, so it masks the real keys and keeps the padded ones; pad is True at padding and must be used as is.
import torch


def ex_fix_mask_heads(scores, pad):
    keep = pad.bool()
    mask = ~keep[:, None, None, :]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
