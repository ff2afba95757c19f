# exercise: ex_causal_weights
# mistake: triu(..., diagonal=0) also masks the diagonal, so a query cannot attend to itself and the first row is all -inf, which the softmax turns into NaN. Mask only the future: torch.triu(..., diagonal=1).
# mistake_zh: triu(..., diagonal=0) 把对角线也遮住了，查询无法关注自己，第一行全是 -inf，经过 softmax 变成 NaN。只应遮住未来：torch.triu(..., diagonal=1)。
# keywords: diagonal=1, diagonal, itself, nan, first row
import torch


def ex_causal_weights(scores):
    n = scores.size(-1)
    future = torch.triu(torch.ones(n, n, device=scores.device), diagonal=0).bool()
    return torch.softmax(scores.masked_fill(future, -torch.inf), dim=-1)
