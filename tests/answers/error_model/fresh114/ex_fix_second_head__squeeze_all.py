# exercise: ex_fix_second_head
# mistake: Uses a.squeeze(), which also removes the head axis when h = 1 (returning (n, n) instead of (1, n, n)) and any token or feature axis of size 1; only axis 0 should be dropped (a[0] or squeeze(0)). [cond: h == 1, n == 1 or d == 1]
import torch


def ex_fix_second_head(a):
    A = a.squeeze()                 # drop the batch dim -> (h, n, d)
    return A @ A.transpose(-1, -2)  # batched A A^T, one per head
