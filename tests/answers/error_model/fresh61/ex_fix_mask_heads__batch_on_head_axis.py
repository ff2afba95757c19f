# exercise: ex_fix_mask_heads
# mistake: Adds the two missing axes in front, pad[None, :, None, :] of shape (1, b, 1, n), which still puts the batch on the head axis; the batch must stay first: pad[:, None, None, :]. [cond: b > 1 (fails unless b == h, then wrong)]
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[None, :, None, :]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
