# exercise: ex_padding_attention
# mistake: A sequence of length 0 has every key masked with -inf, so its rows are 0/0 = NaN after the softmax; set the rows of padded queries (and any fully masked row) to 0 afterwards.
# mistake_zh: 长度为 0 的序列所有键都被 -inf 遮住，softmax 后这些行为 0/0 = NaN；之后应把填充查询的行（以及全被遮住的行）置为 0。
# keywords: nan, rows, zero, masked, length

import torch


def ex_padding_attention(scores, lengths):
    n = scores.size(-1)
    key_pad = torch.arange(n, device=scores.device).unsqueeze(0) >= lengths.unsqueeze(1)
    weights = torch.softmax(scores.masked_fill(key_pad[:, None, None, :], float("-inf")), dim=-1)
    # padded queries are ignored later -> zero them
    query_pad = key_pad[:, None, :, None]
    return weights * (~query_pad)
