# exercise: ex_fix_mask_heads
# mistake: Adds the missing axis in front, pad[None, :, None, :] of shape (1, b, 1, n), which still puts the batch on the head axis (wrong when b equals h, an error otherwise); it must be pad[:, None, None, :]. [cond: only when b > 1]
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[None, :, None, :]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
