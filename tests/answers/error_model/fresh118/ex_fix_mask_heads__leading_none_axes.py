# exercise: ex_fix_mask_heads
# mistake: Adds both new axes in front, pad[None, None], giving (1, 1, b, n), so the batch lands on the query axis; it needs pad[:, None, None, :]. [cond: b > 1]
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[None, None]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
