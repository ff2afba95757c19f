# exercise: ex_causal_weights
# mistake: The learner used the book's first approach (softmax, zero the future, renormalise) but renormalised with the sum over dim=-2 (columns) instead of dim=-1 with keepdim, so rows do not sum to 1.
# mistake_zh: 学习者用了书中的第一种做法（softmax、把未来置零、再归一化），但重新归一化时沿 dim=-2（按列）求和，而不是沿 dim=-1 并 keepdim，所以每一行的和不为 1。
# keywords: renormalise, row sum, dim=-1, keepdim

import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    quanzhong = torch.softmax(scores, dim=-1)
    # 下三角保留，上三角（未来）置零
    xia = torch.tril(torch.ones(n, n, device=scores.device))
    quanzhong = quanzhong * xia
    # 重新归一化
    return quanzhong / quanzhong.sum(dim=-2, keepdim=True)
