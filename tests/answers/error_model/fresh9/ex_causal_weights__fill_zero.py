# exercise: ex_causal_weights
# mistake: Fills the future scores with 0 instead of -inf, so future keys still get weight exp(0) in the softmax; fill with float('-inf').
# mistake_zh: 把未来位置的分数填成 0 而不是 -inf，未来的键在 softmax 中仍得到 exp(0) 的权重；应当填 float('-inf')。
# keywords: -inf, fill value, zero, future

import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    future = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), 1)
    return torch.softmax(scores.masked_fill(future, 0), dim=-1)
