# exercise: ex_fix_mask_heads
# mistake: Moves the new axis to the front, pad[None, :, None, :] of shape (1, b, 1, n), which still puts b on the head axis; the mask must be pad[:, None, None, :]. [cond: b > 1]
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[None, :, None, :]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
