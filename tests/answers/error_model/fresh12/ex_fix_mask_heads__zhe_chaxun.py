# exercise: ex_fix_mask_heads
# mistake: The learner indexed the pad mask as pad[:, None, :, None], which masks padded query rows instead of padded keys (columns); use pad[:, None, None, :].
# mistake_zh: 学习者把填充掩码索引成 pad[:, None, :, None]，遮住的是被填充的查询（行），而不是被填充的键（列）；应当用 pad[:, None, None, :]。
# keywords: key axis, [:, None, None, :], padded keys, query rows

import torch


def ex_fix_mask_heads(scores, pad):
    # 补上头这一维：(b, 1, n, 1)
    mask = pad[:, None, :, None]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
