# exercise: ex_fix_second_head
# mistake: Vectorised with a.squeeze(), which also removes the head axis when h == 1 (returning (n, n) instead of (1, n, n)); index the batch with a[0] instead. [cond: h == 1]
import torch


def ex_fix_second_head(a):
    heads = a.squeeze()
    return heads @ heads.transpose(-2, -1)
