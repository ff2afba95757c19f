# exercise: ex_causal_weights
# mistake: The learner applied softmax along dim=-2 (down each column, over queries) instead of dim=-1 over the keys of each row, so rows do not sum to 1.
# mistake_zh: 学习者沿 dim=-2（按列、对查询）做 softmax，而不是对每一行的键沿 dim=-1 做，所以每一行的和不为 1。
# keywords: softmax, dim=-1, keys, rows

import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    mask = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=1)
    masked = scores.masked_fill(mask, float('-inf'))
    # 按列归一化（每一列是一个键）
    return torch.softmax(masked, dim=-2)
