# exercise: ex_causal_weights
# mistake: Used torch.triu(..., diagonal=0), which also masks the diagonal, so a query can't attend to itself and the first row is all -inf (NaN). The future is diagonal=1.
# mistake_zh: 用了 torch.triu(..., diagonal=0)，把对角线也遮住了，查询不能关注自己，第一行全是 -inf（NaN）。未来部分应该是 diagonal=1。
# keywords: diagonal=1, diagonal, triu, off by one, NaN
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    mask = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device))
    return torch.softmax(scores.masked_fill(mask, float("-inf")), dim=-1)
