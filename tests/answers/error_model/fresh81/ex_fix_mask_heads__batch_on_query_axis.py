# exercise: ex_fix_mask_heads
# mistake: Indexed the mask as pad[None, None], shape (1, 1, b, n), which puts the batch on the query axis; it needs shape (b, 1, 1, n). [cond: b > 1]
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[None, None, :, :]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
