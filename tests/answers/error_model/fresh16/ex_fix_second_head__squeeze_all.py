# exercise: ex_fix_second_head
# mistake: a.squeeze() removes the head axis too when h == 1, giving (n, n) instead of (1, n, n); only the batch axis should be dropped, a[0] or a.squeeze(0). [cond: h == 1]
import torch


def ex_fix_second_head(a):
    heads = a.squeeze()     # (h, n, d)
    return heads @ heads.transpose(-1, -2)
