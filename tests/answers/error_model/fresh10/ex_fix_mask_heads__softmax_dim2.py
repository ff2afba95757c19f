# exercise: ex_fix_mask_heads
# mistake: The mask is now right, but the softmax runs over dim=2 (the queries) instead of the last axis (the keys); use dim=-1.
# mistake_zh: 掩码已经改对了，但 softmax 沿 dim=2（查询）而不是最后一维（键）计算；应使用 dim=-1。
# keywords: softmax, dim=-1, keys axis

import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, None, :]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=2)
