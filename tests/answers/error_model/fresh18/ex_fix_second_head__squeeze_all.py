# exercise: ex_fix_second_head
# mistake: Used a.squeeze() to drop the batch axis, which also drops the head axis when h = 1, so transpose(1, 2) raises; drop only axis 0 (a[0] or squeeze(0)). [cond: h == 1]
import torch


def ex_fix_second_head(a):
    # all heads at once, no Python loop
    x = a.squeeze()  # (h, n, d)
    return x @ x.transpose(1, 2)
