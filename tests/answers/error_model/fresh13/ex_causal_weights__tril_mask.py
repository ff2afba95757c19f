# exercise: ex_causal_weights
# mistake: torch.tril(..., diagonal=-1) marks the past (below the diagonal) instead of the future, so queries attend only to later keys; the future is torch.triu(..., diagonal=1).
# mistake_zh: torch.tril(..., diagonal=-1) 标记的是过去（对角线以下）而不是未来，因此查询只关注后面的键；未来应为 torch.triu(..., diagonal=1)。
# keywords: triu, future, diagonal, causal
import torch


def ex_causal_weights(scores):
    n = scores.size(-1)
    mask = torch.tril(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=-1)
    scores = scores.masked_fill(mask, float("-inf"))
    return torch.softmax(scores, dim=-1)
