# exercise: ex_fix_second_head
# mistake: Drops the batch axis with a.squeeze(), which also removes the head axis when h = 1 (and the token axis when n = 1), so transpose(1, 2) fails; only axis 0 should be removed (a[0] or squeeze(0)). [cond: h == 1 or n == 1 or d == 1]
import torch


def ex_fix_second_head(a):
    heads = a.squeeze()                    # (h, n, d)
    return heads @ heads.transpose(1, 2)   # every head at once
