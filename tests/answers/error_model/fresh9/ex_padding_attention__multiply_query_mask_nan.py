# exercise: ex_padding_attention
# mistake: Zeroes padded query rows by multiplying with the mask, but for a length-0 sequence every key row is -inf, the softmax is NaN and NaN * 0 stays NaN; use masked_fill / nan_to_num (or torch.where) instead of a product.
# mistake_zh: 用乘以掩码的方式把被填充查询的行清零，但长度为 0 的序列每一行的键都是 -inf，softmax 得到 NaN，而 NaN * 0 仍是 NaN；应改用 masked_fill / nan_to_num（或 torch.where）而不是乘法。
# keywords: NaN, length 0, multiply, masked_fill

import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    real = torch.arange(n, device=scores.device)[None, :] < lengths[:, None]  # (b, n)
    scores = scores.masked_fill(~real[:, None, None, :], float("-inf"))
    weights = torch.softmax(scores, dim=-1)
    return weights * real[:, None, :, None]
