# exercise: ex_fix_mask_heads
# mistake: Changed the mask to pad[None, :, None, :], shape (1, b, 1, n), which still puts b on the head axis (runs only when b == h or b == 1, masking the wrong sequence's keys); it must be (b, 1, 1, n). [cond: b > 1]
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[None, :, None, :]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
