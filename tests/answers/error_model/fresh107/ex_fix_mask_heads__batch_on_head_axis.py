# exercise: ex_fix_mask_heads
# mistake: Adds the axes as pad[None, :, None, :], shape (1, b, 1, n), which still puts the batch on the head axis (wrong values or a broadcasting error whenever b > 1); the mask must be (b, 1, 1, n), pad[:, None, None, :]. [cond: b > 1 and some sequence has padding]
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[None, :, None, :]      # 4-D now, like scores
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
