# exercise: ex_fix_mask_heads
# mistake: The learner writes the mask as pad[None, None, :, :], shape (1, 1, b, n), which puts the batch on the query axis; it runs only when b == n and masks by query index. It must be pad[:, None, None, :]. [cond: runs only when b == n, otherwise raises]
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[None, None, :, :]  # broadcast over heads
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
