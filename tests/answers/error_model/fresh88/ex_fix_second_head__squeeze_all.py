# exercise: ex_fix_second_head
# mistake: Vectorised with a.squeeze(), which drops every size-1 axis, not only the batch one: with a single head (or n or d equal to 1) the result has the wrong shape; squeeze only axis 0 (a[0] or a.squeeze(0)). [cond: h == 1, n == 1 or d == 1]
import torch


def ex_fix_second_head(a):
    heads = a.squeeze()  # (h, n, d)
    return heads @ heads.transpose(-2, -1)
