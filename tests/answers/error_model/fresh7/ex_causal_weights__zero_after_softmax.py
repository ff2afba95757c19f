# exercise: ex_causal_weights
# mistake: Applied the softmax first and then zeroed the future positions with torch.where, without renormalizing: rows no longer sum to 1. Mask the scores with -inf BEFORE the softmax (or renormalize).
# mistake_zh: 先做了 softmax，再用 torch.where 把未来位置置零，却没有重新归一化：每行之和不再为 1。应在 softmax 之前用 -inf 遮住分数（或重新归一化）。
# keywords: row sum, renormalize, before softmax, torch.where, -inf
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    w = torch.softmax(scores, dim=-1)
    future = torch.ones(n, n, dtype=torch.bool).triu(1)
    return torch.where(future, torch.zeros_like(w), w)
