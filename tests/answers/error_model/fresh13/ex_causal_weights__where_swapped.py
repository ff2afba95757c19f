# exercise: ex_causal_weights
# mistake: torch.where(future, scores, -inf) has its last two arguments swapped: it keeps the future scores and masks the past and diagonal (last row all NaN); it must be torch.where(future, -inf, scores).
# mistake_zh: torch.where(future, scores, -inf) 的后两个参数写反了：它保留了未来的分数而屏蔽了过去和对角线（最后一行全为 NaN）；应为 torch.where(future, -inf, scores)。
# keywords: torch.where, future, -inf, order
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    future = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=1)
    neg_inf = torch.tensor(float("-inf"), device=scores.device, dtype=scores.dtype)
    masked = torch.where(future, scores, neg_inf)
    return masked.softmax(dim=-1)
