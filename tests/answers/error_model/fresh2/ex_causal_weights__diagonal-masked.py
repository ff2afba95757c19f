# exercise: ex_causal_weights
# mistake: torch.triu(..., diagonal=0) also masks the diagonal, so a token cannot attend to itself and the first row is all -inf (NaN after the softmax); the future is triu(..., diagonal=1).
# mistake_zh: torch.triu(..., diagonal=0) 把对角线也遮住了，token 无法关注自己，第一行全是 -inf（softmax 后为 NaN）；未来位置应是 triu(..., diagonal=1)。
# keywords: diagonal, triu, mask, nan, itself

import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    mask = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device))
    return torch.softmax(scores.masked_fill(mask, float("-inf")), dim=-1)
