# exercise: ex_fix_mask_heads
# mistake: The learner added the two new axes in front, pad[None, None, :, :] of shape (1, 1, b, n), so the batch axis lines up with the queries: it raises unless b == n or b == 1, and when b == n query i gets the padding of sequence i; the mask must be pad[:, None, None, :]. [cond: b > 1]
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[None, None, :, :]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
