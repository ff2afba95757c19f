# exercise: ex_padding_attention
# mistake: After the softmax it zeroes with the key mask pad[:, None, None, :] again instead of the query mask pad[:, None, :, None], so rows of padded queries keep their weights on the real keys.
# mistake_zh: softmax 之后它又用键掩码 pad[:, None, None, :] 置零，而不是查询掩码 pad[:, None, :, None]，因此填充查询的行仍保留了对真实键的权重。
# keywords: queries, rows, zero, padded
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad = torch.arange(n, device=scores.device)[None, :] >= lengths[:, None]
    key_mask = pad[:, None, None, :]
    weights = torch.softmax(scores.masked_fill(key_mask, float("-inf")), dim=-1)
    weights = torch.nan_to_num(weights, nan=0.0)
    # padded queries: zero rows
    return weights.masked_fill(key_mask, 0.0)
