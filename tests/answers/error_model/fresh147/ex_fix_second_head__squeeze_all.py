# exercise: ex_fix_second_head
# mistake: Dropped the batch axis with squeeze(), which also removes the head axis when h = 1 (and any size-1 axis), so one head returns (n, n) instead of (1, n, n); use a[0] or squeeze(0). [cond: h == 1, n == 1 or d == 1]
import torch


def ex_fix_second_head(a):
    per_head = a.squeeze()                 # (h, n, d)
    return per_head @ per_head.transpose(-1, -2)
