# exercise: ex_fix_mask_heads
# mistake: Your pad[:, None, :, None] masks the padded query rows instead of the padded key columns; the mask must be pad[:, None, None, :].
# mistake_zh: 你的 pad[:, None, :, None] 遮住的是填充查询所在的行，而不是填充键所在的列；掩码应为 pad[:, None, None, :]。
# keywords: axis, key, broadcast, mask

import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, :, None]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
