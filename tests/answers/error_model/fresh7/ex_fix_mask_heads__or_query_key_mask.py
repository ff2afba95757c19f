# exercise: ex_fix_mask_heads
# mistake: Combined a key mask with a query mask (pad[:, None, :, None] | pad[:, None, None, :]): the rows of padded queries are then entirely -inf and the softmax turns them into NaN. The exercise only masks padded keys; every query, padded or not, keeps a valid row.
# mistake_zh: 把键掩码和查询掩码做了或运算（pad[:, None, :, None] | pad[:, None, None, :]）：填充查询的整行都是 -inf，softmax 后变成 NaN。题目只要求遮住填充的键；每个查询（无论是否填充）都应保留有效的一行。
# keywords: query mask, NaN rows, key mask, padded queries, softmax
import torch


def ex_fix_mask_heads(scores, pad):
    # padding tokens should neither attend nor be attended to
    mask = pad[:, None, :, None] | pad[:, None, None, :]   # (b, 1, n, n)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
