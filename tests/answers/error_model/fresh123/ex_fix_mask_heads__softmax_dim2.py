# exercise: ex_fix_mask_heads
# mistake: Fixes the mask shape to (b, 1, 1, n) but takes the softmax over dim=2 (the queries) instead of the last axis (the keys), so masked columns are NaN and rows do not sum to 1.
import torch


def ex_fix_mask_heads(scores, pad):
    b, n = pad.shape
    mask = pad.reshape(b, 1, 1, n)
    # scores[b, h, q, k]: normalise over the keys
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=2)
