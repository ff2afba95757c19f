# exercise: ex_causal_weights
# mistake: The learner used torch.triu(..., diagonal=0), which also masks the diagonal, so each query cannot attend to itself and the first row becomes all -inf (NaN); use diagonal=1.
# mistake_zh: 学习者用了 torch.triu(..., diagonal=0)，把对角线也遮住了：每个查询不能关注自己，第一行全是 -inf（NaN）；应当用 diagonal=1。
# keywords: diagonal=1, triu, itself, NaN

import torch


def ex_causal_weights(scores):
    n = scores.size(-1)
    # 上三角 = 未来
    weilai = torch.triu(torch.ones(n, n, device=scores.device)).bool()
    scores = scores.masked_fill(weilai, -torch.inf)
    return scores.softmax(dim=-1)
