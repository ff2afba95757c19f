# exercise: ex_causal_weights
# mistake: The hand-written softmax divides by the row sum plus 0.01 "for safety", so every row of weights sums to less than 1; drop the epsilon (the causal row always keeps its diagonal) or make it tiny.
# mistake_zh: 手写 softmax 为了“安全”用行和加 0.01 做分母，于是每行权重之和都小于 1；应去掉这个 epsilon（因果掩码下每行总保留对角线）或把它设得极小。
# keywords: eps, denominator, sum to 1

import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    future = torch.ones(n, n, device=scores.device).triu(diagonal=1).bool()
    s = scores.masked_fill(future, -1e30)
    w = (s - s.max(dim=-1, keepdim=True).values).exp()
    return w / (w.sum(dim=-1, keepdim=True) + 0.01)
