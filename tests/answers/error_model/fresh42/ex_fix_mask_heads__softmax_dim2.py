# exercise: ex_fix_mask_heads
# mistake: Fixes the mask to (b, 1, 1, n) but takes the softmax over dim=2 (the queries) instead of the last axis (the keys).
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, None, :]             # (b, 1, 1, n)
    masked = scores.masked_fill(mask, float("-inf"))
    # axes: 0 = batch, 1 = heads, 2 = keys, 3 = queries
    return torch.softmax(masked, dim=2)
