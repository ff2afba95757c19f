# exercise: ex_fix_mask_heads
# mistake: Adds the two new axes in front, pad[None, None, :, :] of shape (1, 1, b, n), which puts the batch on the query axis; it is only right for b == 1. The mask needs shape (b, 1, 1, n). [cond: b > 1]
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[None, None, :, :]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
