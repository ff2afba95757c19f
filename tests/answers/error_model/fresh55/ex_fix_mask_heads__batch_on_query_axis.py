# exercise: ex_fix_mask_heads
# mistake: The learner writes pad[None, None, :, :], shape (1, 1, b, n), which puts the batch on the query axis: each query row q gets the mask of sequence q; correct only for b == 1 (fails unless b is 1 or n). The mask must be pad[:, None, None, :]. [cond: only when b > 1]
import torch


def ex_fix_mask_heads(scores, pad):
    # (b, h, n, n): add the head and query axes in front
    mask = pad[None, None, :, :]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
