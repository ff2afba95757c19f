# exercise: ex_fix_second_head
# mistake: Used a.squeeze() to drop the batch axis, which also drops the head axis when h == 1 (and the token axis when n == 1), so transpose(1, 2) fails; it should squeeze(0) or index a[0]. [cond: h == 1 or n == 1 or d == 1]
import torch


def ex_fix_second_head(a):
    heads = a.squeeze()  # (h, n, d)
    return heads @ heads.transpose(1, 2)
