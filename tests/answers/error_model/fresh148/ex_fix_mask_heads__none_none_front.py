# exercise: ex_fix_mask_heads
# mistake: Adds the two new axes at the front (pad[None, None]), giving (1, 1, b, n), which puts the batch on the query axis; the mask must be pad[:, None, None, :]. [cond: b > 1]
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[None, None]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
