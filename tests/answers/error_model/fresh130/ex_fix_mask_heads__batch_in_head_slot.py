# exercise: ex_fix_mask_heads
# mistake: The learner added the missing axis in front, pad[None, :, None, :] of shape (1, b, 1, n), which still aligns the batch with the head axis (head j gets sequence j's mask); the batch axis must stay first: pad[:, None, None, :]. [cond: b > 1]
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[None, :, None, :]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
