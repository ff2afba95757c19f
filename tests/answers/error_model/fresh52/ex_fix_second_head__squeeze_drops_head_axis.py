# exercise: ex_fix_second_head
# mistake: Removes the batch axis with a bare squeeze(), which also removes the head axis when h == 1 (and the token axis when n == 1), returning (n, n) instead of (1, n, n); it must be squeeze(0) or a[0]. [cond: h == 1 or n == 1]
import torch


def ex_fix_second_head(a):
    heads = a.squeeze()  # (h, n, d)
    return heads @ heads.transpose(-1, -2)
