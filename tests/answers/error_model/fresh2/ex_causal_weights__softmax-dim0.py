# exercise: ex_causal_weights
# mistake: The softmax runs over the second-to-last axis (the queries) instead of the keys, so columns sum to 1 rather than rows; use dim=-1.
# mistake_zh: softmax 沿倒数第二个轴（查询）计算，而不是沿键的轴，于是每列之和为 1 而不是每行；应使用 dim=-1。
# keywords: softmax, dim, rows, keys, last

import torch
import torch.nn.functional as F


def ex_causal_weights(scores):
    n = scores.shape[-1]
    future = torch.ones(n, n, device=scores.device).triu(1).bool()
    scores = scores.masked_fill(future, -torch.inf)
    return F.softmax(scores, dim=-2)
