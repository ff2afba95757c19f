# exercise: ex_causal_weights
# mistake: The learner used torch.tril(..., diagonal=-1) for the mask, which hides the past keys and lets each query see the future; the positions to mask are above the diagonal: torch.triu(..., diagonal=1).
# mistake_zh: 学习者用 torch.tril(..., diagonal=-1) 做掩码，遮住的是过去的键，反而让查询看到未来；应遮住对角线以上的位置：torch.triu(..., diagonal=1)。
# keywords: triu, tril, future, above diagonal

import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    mask = torch.tril(torch.ones(n, n, device=scores.device), diagonal=-1).bool()
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
