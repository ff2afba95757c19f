# exercise: ex_fix_mask_heads
# mistake: Fixes the mask but takes the softmax over dim=-2 (the query axis, an axis habit from another framework), so the columns sum to 1 and masked columns become NaN; take the softmax over the keys, dim=-1.
# mistake_zh: 修好了掩码，却在 dim=-2（查询轴，另一个框架的轴习惯）上做 softmax，于是每列之和为 1，被遮的列变成 NaN；应在键的维度 dim=-1 上做 softmax。
# keywords: softmax, dim, axis, keys

import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, None, :]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-2)
