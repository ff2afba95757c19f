# exercise: ex_padding_attention
# mistake: Subtracting 8 at padded keys only lowers their scores by 8; with scores of this size a padded key still takes weight. Fill padded keys with -inf (then zero the NaN rows).
# mistake_zh: 在填充的键上减去 8 只是把分数降低 8；分数这么大时，填充的键仍会分到权重。应把填充的键填成 -inf（再把 NaN 行清零）。
# keywords: 8, padded, weight, -inf, lower
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad = torch.arange(n)[None, :] >= lengths[:, None]
    w = torch.softmax(scores - 8.0 * pad[:, None, None, :], dim=-1)
    return w * (~pad)[:, None, :, None]
