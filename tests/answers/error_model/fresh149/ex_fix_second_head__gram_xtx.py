# exercise: ex_fix_second_head
# mistake: Computed head.T @ head (R's crossprod, X'X, a d×d matrix of features) instead of head @ head.T (n×n, token against token) for each head.
import torch


def ex_fix_second_head(a):
    num_heads = a.size(1)
    return torch.stack([a[0, i].T @ a[0, i] for i in range(num_heads)])
