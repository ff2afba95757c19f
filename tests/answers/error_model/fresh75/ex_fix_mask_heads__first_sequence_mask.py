# exercise: ex_fix_mask_heads
# mistake: Built the key mask from the first sequence only (pad[0]) and used it for the whole batch; each sequence needs its own row of pad, pad[:, None, None, :]. [cond: b > 1 with different paddings]

import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[0][None, None, None, :]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
