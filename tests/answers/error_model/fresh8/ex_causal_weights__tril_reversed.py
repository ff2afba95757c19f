# exercise: ex_causal_weights
# mistake: The learner masked torch.tril(..., diagonal=-1), i.e. the past, instead of the future, so every query attends to itself and later keys. Mask the strict upper triangle: torch.triu(ones, diagonal=1).
# mistake_zh: 学习者遮住的是 torch.tril(..., diagonal=-1)，也就是过去的位置，而不是未来的位置，于是每个查询关注的是自己和之后的键。应遮住严格上三角：torch.triu(ones, diagonal=1)。
# keywords: triu, future, upper triangle, reversed
import torch


def ex_causal_weights(scores):
    n = scores.size(-1)
    hide = torch.tril(torch.ones(n, n, device=scores.device), diagonal=-1).bool()
    return scores.masked_fill(hide, float("-inf")).softmax(dim=-1)
