# exercise: ex_causal_weights
# mistake: You apply the softmax over dim=-2 (over queries), so the columns sum to 1 instead of the rows.
# mistake_zh: 你沿 dim=-2（查询方向）做 softmax，结果是每列和为 1，而不是每行。
# keywords: softmax, dim, rows, columns

import torch
import torch.nn.functional as F

def ex_causal_weights(scores):
    n = scores.shape[-1]
    future = torch.ones(n, n, device=scores.device).triu(1).bool()
    return F.softmax(scores.masked_fill(future, float("-inf")), dim=-2)
