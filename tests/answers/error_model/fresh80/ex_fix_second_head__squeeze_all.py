# exercise: ex_fix_second_head
# mistake: Removes the batch axis with squeeze(), which also drops the head axis when h == 1 (and the token axis when n == 1), giving (n, n) instead of (1, n, n); it must squeeze(0) or index a[0]. [cond: h == 1 or n == 1]
import torch


def ex_fix_second_head(a):
    heads = a.squeeze()
    return heads @ heads.transpose(-1, -2)
