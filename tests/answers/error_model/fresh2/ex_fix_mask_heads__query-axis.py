# exercise: ex_fix_mask_heads
# mistake: The mask is indexed as pad[:, None, :, None], which masks padded queries (rows) instead of padded keys (columns); index it as pad[:, None, None, :].
# mistake_zh: 掩码写成了 pad[:, None, :, None]，遮住的是填充的查询（行）而不是填充的键（列）；应写成 pad[:, None, None, :]。
# keywords: keys, columns, queries, axis, mask

import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, :, None]      # (b, 1, n, 1): add the head axis
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
