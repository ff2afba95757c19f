# exercise: ex_fix_mask_heads
# mistake: Moves the mask to shape (b, 1, n, 1), which masks whole rows of padded queries (NaN rows) instead of the padded key columns; the mask must be pad[:, None, None, :].
# mistake_zh: 把掩码变成了 (b, 1, n, 1)，遮住的是被填充查询的整行（得到 NaN 行）而不是被填充键的那些列；掩码应为 pad[:, None, None, :]。
# keywords: key axis, query axis, broadcast, NaN

import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, :, None]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
