# exercise: ex_causal_weights
# mistake: Ports tf.linalg.band_part(ones, -1, 0), a lower-triangular keep mask, into masked_fill, which fills where True, so the past is hidden and the future kept (and rows turn NaN); fill the upper triangle torch.triu(..., diagonal=1) instead.
# mistake_zh: 把 tf.linalg.band_part(ones, -1, 0)（下三角的保留掩码）直接交给 masked_fill，而 masked_fill 是在 True 处填充，于是遮住了过去、保留了未来（有的行变成 NaN）；应填充上三角 torch.triu(..., diagonal=1)。
# keywords: mask, reversed, lower triangle, future

import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    # tf.linalg.band_part(tf.ones((n, n)), -1, 0)
    band = torch.tril(torch.ones(n, n, device=scores.device)).bool()
    return torch.softmax(scores.masked_fill(band, float("-inf")), dim=-1)
