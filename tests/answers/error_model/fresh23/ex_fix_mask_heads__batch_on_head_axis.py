# exercise: ex_fix_mask_heads
# mistake: Wrote pad[None, :, None, :], shape (1, b, 1, n), which still lines the batch up with the head axis; the mask must be pad[:, None, None, :], shape (b, 1, 1, n). [cond: b > 1]
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[None, :, None, :]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
