# exercise: ex_fix_second_head
# mistake: Used a.squeeze(), which also drops the head axis when h == 1 (or n or d == 1), returning (n, n) instead of (1, n, n); only axis 0 should be removed. [cond: h == 1 or n == 1 or d == 1]
import torch


def ex_fix_second_head(a):
    s = a.squeeze()
    return s @ s.transpose(-1, -2)
