# exercise: ex_causal_weights
# mistake: The mask is built as torch.ones(6, 6), the size of the book's six-token example, instead of from the scores' last dimension; use n = scores.shape[-1].
# mistake_zh: 掩码写死成 torch.ones(6, 6)，即书中 6 个词元的例子的大小，而不是按分数的最后一维构建；应使用 n = scores.shape[-1]。
# keywords: hard-coded, shape, n, scores.shape

import torch


def ex_causal_weights(scores):
    mask = torch.triu(torch.ones(6, 6, device=scores.device), diagonal=1).bool()
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
