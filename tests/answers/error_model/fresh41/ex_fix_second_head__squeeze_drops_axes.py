# exercise: ex_fix_second_head
# mistake: Vectorises with a.squeeze(), which also removes the head axis when h = 1 (and the token or feature axis when n or d is 1), so the result is not (h, n, n) there; only the batch axis should go (a[0] or squeeze(0)). [cond: only when h, n or d equals 1]
import torch


def ex_fix_second_head(a):
    heads = a.squeeze()                       # (h, n, d)
    return heads @ heads.transpose(-1, -2)
