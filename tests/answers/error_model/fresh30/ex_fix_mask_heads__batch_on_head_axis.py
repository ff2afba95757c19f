# exercise: ex_fix_mask_heads
# mistake: Used pad[None, :, None, :], which still puts the batch on the head axis (only runs when b equals h, or b is 1); the batch must stay first: pad[:, None, None, :]. [cond: b > 1]

import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[None, :, None, :]   # (1, b, 1, n) -> broadcast over queries
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
