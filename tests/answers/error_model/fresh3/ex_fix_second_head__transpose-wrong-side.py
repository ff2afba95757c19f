# exercise: ex_fix_second_head
# mistake: You compute head.T @ head, a (d, d) Gram matrix of features, instead of head @ head.T, the (n, n) token scores.
# mistake_zh: 你计算的是 head.T @ head，即 (d, d) 的特征格拉姆矩阵，而不是 head @ head.T 这个 (n, n) 的词元分数。
# keywords: transpose, order, shape, scores

import torch


def ex_fix_second_head(a):
    out = []
    for i in range(a.shape[1]):
        head = a[0, i]
        out.append(head.T @ head)
    return torch.stack(out)
