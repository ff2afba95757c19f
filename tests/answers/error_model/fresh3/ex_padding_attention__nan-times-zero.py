# exercise: ex_padding_attention
# mistake: For a length-0 sequence every key is -inf, the softmax gives NaN, and multiplying NaN by the query mask 0 is still NaN; use a finite fill or torch.where.
# mistake_zh: 长度为 0 的序列所有键都是 -inf，softmax 得到 NaN，而 NaN 乘以查询掩码 0 仍是 NaN；应使用有限的填充值或 torch.where。
# keywords: nan, length, zero, -inf

import torch

# 书上的写法：用 -inf 填充再 softmax
def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    valid = torch.arange(n, device=scores.device)[None, :] < lengths[:, None]   # (b, n)
    attn = scores.masked_fill(~valid[:, None, None, :], float('-inf')).softmax(dim=-1)
    return attn * valid[:, None, :, None].to(attn.dtype)
