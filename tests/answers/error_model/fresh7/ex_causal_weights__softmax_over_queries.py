# exercise: ex_causal_weights
# mistake: Masked correctly but took the softmax over dim=-2 (the queries) instead of the last axis (the keys): columns sum to 1, not rows. A query's weights over keys must be normalized along the last axis.
# mistake_zh: 掩码正确，但 softmax 沿 dim=-2（查询轴）计算，而不是沿最后一个轴（键）：列之和为 1 而不是行。每个查询对各键的权重应沿最后一个轴归一化。
# keywords: dim, softmax axis, keys, rows, columns
import torch
import torch.nn.functional as F


def ex_causal_weights(scores):
    *_, n_q, n_k = scores.shape
    m = torch.triu(torch.ones(n_q, n_k, dtype=torch.bool), diagonal=1)
    masked = scores.masked_fill(m, -float("inf"))
    return F.softmax(masked, dim=-2)   # normalize over the sequence
