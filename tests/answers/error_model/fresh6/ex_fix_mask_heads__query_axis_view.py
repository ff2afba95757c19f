# exercise: ex_fix_mask_heads
# mistake: Reshaped the padding to pad.view(b, 1, n, 1), which masks padded queries (rows) rather than padded keys (columns); and those rows become all -inf, i.e. NaN. Index it as pad[:, None, None, :].
# mistake_zh: 把填充掩码改成了 pad.view(b, 1, n, 1)，遮住的是填充的查询（行）而不是填充的键（列）；这些行全是 -inf，即 NaN。应索引为 pad[:, None, None, :]。
# keywords: query axis, key axis, rows, columns, pad[:, None, None, :]
import torch


def ex_fix_mask_heads(scores, pad):
    b, n = pad.shape
    mask = pad.view(b, 1, n, 1)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
