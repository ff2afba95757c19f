# exercise: ex_fix_mask_heads
# mistake: The mask pad[:, None, :, None] lies along the query axis, so padded queries' rows are all -inf (NaN) and padded keys stay visible; mask the key axis: pad[:, None, None, :].
# mistake_zh: 掩码 pad[:, None, :, None] 沿的是查询轴，于是填充查询的行全为 -inf（NaN），而填充键仍然可见；应遮住键轴：pad[:, None, None, :]。
# keywords: key axis, query axis, broadcast, NaN

import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, :, None]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
