# exercise: ex_fix_second_head
# mistake: Computes head.T @ head (a d×d matrix of feature products) instead of head @ head.T (the n×n token scores).
import torch


def ex_fix_second_head(a):
    h = a.shape[1]
    # 每个头单独计算注意力分数
    return torch.stack([a[0, i].T @ a[0, i] for i in range(h)])
