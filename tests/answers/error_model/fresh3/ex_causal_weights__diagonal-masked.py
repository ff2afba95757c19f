# exercise: ex_causal_weights
# mistake: You mask with triu(diagonal=0), which also hides the diagonal, so every query loses itself and the first row becomes all -inf (NaN); use diagonal=1.
# mistake_zh: 你用 triu(diagonal=0) 做掩码，连对角线也遮住了，每个查询看不到自己，第一行全是 -inf（NaN）；应使用 diagonal=1。
# keywords: diagonal, triu, nan, mask

import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    mask = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device))
    return torch.softmax(scores.masked_fill(mask, float("-inf")), dim=-1)
