# exercise: ex_fix_mask_heads
# mistake: The added None is put in front (pad[None, :, None, :], shape (1, b, 1, n)), which still puts the batch on the head axis; the mask must be (b, 1, 1, n). [cond: b > 1]
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[None, :, None, :]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
