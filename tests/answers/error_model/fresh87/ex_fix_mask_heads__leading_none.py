# exercise: ex_fix_mask_heads
# mistake: The learner adds the new axes in front, pad[None, None, :, :] of shape (1, 1, b, n), which puts the batch axis where the queries are, so batch item i's padding is applied to query i of every sequence; the mask must be pad[:, None, None, :]. [cond: b > 1; fails unless b == n]
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[None, None, :, :]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
