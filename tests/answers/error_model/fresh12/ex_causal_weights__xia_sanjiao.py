# exercise: ex_causal_weights
# mistake: The learner masked the lower triangle with torch.tril(..., diagonal=-1), i.e. the past, reading 下三角 as the part to hide; the future is the upper triangle torch.triu(..., diagonal=1).
# mistake_zh: 学习者用 torch.tril(..., diagonal=-1) 遮住了下三角，也就是过去；要遮住的未来是上三角 torch.triu(..., diagonal=1)。
# keywords: triu, upper triangle, future, tril

import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    # 因果掩码：把下三角（对角线以下）填成 -inf
    yanma = torch.tril(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=-1)
    return torch.softmax(scores.masked_fill(yanma, float("-inf")), dim=-1)
