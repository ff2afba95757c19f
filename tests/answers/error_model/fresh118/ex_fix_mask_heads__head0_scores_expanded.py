# exercise: ex_fix_mask_heads
# mistake: Masks only head 0's scores and expands them over all heads to avoid work, so every head gets head 0's weights; mask the full scores tensor. [cond: h > 1]
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, None, :]
    w = torch.softmax(scores[:, :1].masked_fill(mask, float('-inf')), dim=-1)
    return w.expand_as(scores)
