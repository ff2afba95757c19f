# exercise: ex_fix_mask_heads
# mistake: Indexes the mask as pad[None, :, None, :], shape (1, b, 1, n), which puts the batch on the head axis; the key mask must be pad[:, None, None, :], shape (b, 1, 1, n). [cond: b > 1: wrong weights when b == h, an error for other b != h]
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[None, :, None, :]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
