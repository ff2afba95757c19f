# exercise: ex_fix_second_head
# mistake: The learner uses a.squeeze(), which also removes the head axis when h = 1 (and the token axis when n = 1), so the result is (n, n) instead of (1, n, n); only axis 0 should be removed (a[0]). [cond: only when h == 1 or n == 1 or d == 1]
import torch


def ex_fix_second_head(a):
    x = a.squeeze()
    return x @ x.transpose(-1, -2)
