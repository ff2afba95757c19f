# exercise: ex_fix_second_head
# mistake: Used a.squeeze() to drop the batch axis, which also drops the head axis when h = 1 (and n or d when they are 1), returning (n, n) instead of (1, n, n); index a[0] instead. [cond: h = 1, or n = 1, or d = 1]
import torch


def ex_fix_second_head(a):
    heads = a.squeeze()  # (h, n, d)
    return torch.matmul(heads, heads.transpose(-1, -2))
