# exercise: ex_fix_second_head
# mistake: Computes head.T @ head, a (d, d) matrix over features, instead of head @ head.T, the (n, n) matrix of token scores; put the transpose on the right.
# mistake_zh: 计算的是 head.T @ head（特征之间的 (d, d) 矩阵），而不是 head @ head.T（词元之间的 (n, n) 分数矩阵）；转置应放在右边。
# keywords: transpose, operand order, n x n, scores

import torch


def ex_fix_second_head(a):
    out = []
    for i in range(a.shape[1]):
        head = a[0, i, :, :]
        out.append(head.T @ head)
    return torch.stack(out)
