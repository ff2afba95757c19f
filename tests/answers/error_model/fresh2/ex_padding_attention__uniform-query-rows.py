# exercise: ex_padding_attention
# mistake: Using -1e9 avoids NaN, but the rows of padded queries are left as they come out of the softmax (not all 0); zero the rows of padded queries after the softmax.
# mistake_zh: 用 -1e9 避免了 NaN，但填充查询对应的行保留了 softmax 的输出（不是全 0）；softmax 之后应把填充查询的行置为 0。
# keywords: query, rows, zero, padded, softmax

import torch

NEG = -1e9   # 用很大的负数代替 -inf，就不会出现 NaN


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    idx = torch.arange(n, device=scores.device).expand(b, n)
    is_pad = idx >= lengths.view(b, 1)
    scores = scores.masked_fill(is_pad.view(b, 1, 1, n), NEG)
    return torch.softmax(scores, dim=-1)
