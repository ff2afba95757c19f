# exercise: ex_fix_second_head
# mistake: Each head computes headᵀ @ head, a (d, d) matrix; a head's scores are head @ headᵀ, (n, n), matching a @ a.transpose(2, 3).
# mistake_zh: 每个头计算的是 headᵀ @ head，得到 (d, d) 矩阵；一个头的得分应是 head @ headᵀ，形状 (n, n)，与 a @ a.transpose(2, 3) 一致。
# keywords: transpose, order, scores, shape, matmul

import torch


def ex_fix_second_head(a):
    return torch.stack([a[0, i].T @ a[0, i] for i in range(a.shape[1])])
