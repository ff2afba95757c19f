# exercise: ex_fix_mask_heads
# mistake: pad[:, None, :, None] masks padded queries (rows) instead of padded keys (columns); the key mask needs shape (b, 1, 1, n): pad[:, None, None, :].
# mistake_zh: pad[:, None, :, None] 遮住的是填充的查询（行），而不是填充的键（列）；键掩码的形状应为 (b, 1, 1, n)：pad[:, None, None, :]。
# keywords: queries, keys, rows, columns, padded
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, :, None]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
