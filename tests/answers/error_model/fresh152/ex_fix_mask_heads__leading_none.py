# exercise: ex_fix_mask_heads
# mistake: Added the new axis in front (pad[None, :, None, :], shape (1, b, 1, n)), which still puts b on the head axis; it needs pad[:, None, None, :]. [cond: b > 1 (wrong when b == h, a shape error otherwise)]
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[None, :, None, :]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
