# exercise: ex_fix_mask_heads
# mistake: Built the keep-mask as an outer AND of real tokens (keep[:, :, None] & keep[:, None, :]), so the padded queries' whole rows are hidden too (NaN rows); only the padded keys (the columns) should be masked.
# mistake_zh: 把保留掩码写成真实词元的外积与（keep[:, :, None] & keep[:, None, :]），填充查询的整行也被遮住（NaN 行）；只应遮住填充的键（列）。
# keywords: rows, padded queries, only keys, columns
import torch


def ex_fix_mask_heads(scores, pad):
    keep = ~pad.bool()
    allowed = (keep[:, :, None] & keep[:, None, :]).unsqueeze(1)     # (b, 1, n, n)
    scores = scores.masked_fill(~allowed, float("-inf"))
    return scores.softmax(dim=-1)
