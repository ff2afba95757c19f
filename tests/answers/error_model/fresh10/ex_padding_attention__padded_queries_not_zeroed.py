# exercise: ex_padding_attention
# mistake: The learner masks the padded keys and replaces NaN by 0, but forgets to zero the rows of padded queries, which still hold a softmax over the real keys; also set the padded query rows to 0.
# mistake_zh: 学习者遮住了填充的键并把 NaN 换成 0，但忘了把被填充查询所在的行置零，这些行仍是对真实键的 softmax；还需把填充查询的行设为 0。
# keywords: padded queries, rows zero, query mask

import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    padded = torch.arange(n, device=scores.device)[None, :] >= lengths[:, None]
    weights = torch.softmax(scores.masked_fill(padded[:, None, None, :], float('-inf')), dim=-1)
    return torch.nan_to_num(weights, nan=0.0)
