# exercise: ex_fix_second_head
# mistake: Used a.squeeze() to drop the batch axis, but squeeze removes every size-1 axis, so with a single head (or n = 1 or d = 1) the result has the wrong shape; drop only axis 0 (a[0] or squeeze(0)). [cond: only when h, n or d is 1]
import torch


def ex_fix_second_head(a):
    heads = a.squeeze()                 # (h, n, d)
    return heads @ heads.transpose(-1, -2)
