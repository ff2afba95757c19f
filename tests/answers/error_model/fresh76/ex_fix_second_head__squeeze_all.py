# exercise: ex_fix_second_head
# mistake: Uses a.squeeze() to drop the batch axis, which also drops the head axis when h == 1 (or n, d when they are 1), returning (n, n) instead of (1, n, n); squeeze only axis 0. [cond: h == 1 or n == 1 or d == 1]
import torch


def ex_fix_second_head(a):
    heads = a.squeeze()                 # (h, n, d)
    return heads @ heads.transpose(-2, -1)
