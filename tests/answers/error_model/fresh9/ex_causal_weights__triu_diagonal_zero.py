# exercise: ex_causal_weights
# mistake: Uses torch.triu(ones, diagonal=0), which also masks the diagonal, so a token cannot attend to itself and the first row is all -inf (NaN); use diagonal=1.
# mistake_zh: 使用了 torch.triu(ones, diagonal=0)，连对角线也被遮住，词元不能关注自己，而且第一行全是 -inf（NaN）；应当用 diagonal=1。
# keywords: diagonal, triu, self, NaN

import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    mask = torch.triu(torch.ones(n, n, device=scores.device), diagonal=0)
    return torch.softmax(scores.masked_fill(mask.bool(), -torch.inf), dim=-1)
