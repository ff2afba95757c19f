# exercise: ex_causal_weights
# mistake: The mask uses torch.triu(..., diagonal=0), which also hides the diagonal, so a token cannot attend to itself and the first row becomes all -inf (NaN); use diagonal=1.
# mistake_zh: 掩码用了 torch.triu(..., diagonal=0)，连对角线也遮住了，词元无法关注自己，第一行全是 -inf（NaN）；应使用 diagonal=1。
# keywords: diagonal=1, triu, self attention, NaN

import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    future = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device))
    return torch.softmax(scores.masked_fill(future, float('-inf')), dim=-1)
