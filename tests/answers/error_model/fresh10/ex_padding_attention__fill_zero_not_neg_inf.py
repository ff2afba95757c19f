# exercise: ex_padding_attention
# mistake: To avoid NaN the learner fills the padded key scores with 0 instead of -inf, so padded keys still get weight exp(0); use -inf (or a very negative value) and handle the empty rows after the softmax.
# mistake_zh: 为了避免 NaN，学习者把被填充键的分数填成 0 而不是 -inf，所以填充键仍得到 exp(0) 的权重；应填 -inf（或极小的值），并在 softmax 之后处理全空的行。
# keywords: masked_fill, -inf, padded keys, zero score

import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    padded = torch.arange(n, device=scores.device)[None, :] >= lengths[:, None]
    weights = torch.softmax(scores.masked_fill(padded[:, None, None, :], 0.0), dim=-1)
    return weights.masked_fill(padded[:, None, :, None], 0.0)
