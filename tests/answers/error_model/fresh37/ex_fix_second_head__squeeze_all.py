# exercise: ex_fix_second_head
# mistake: Uses a.squeeze() to drop the batch axis, which also drops the head axis when h = 1 (or n or d = 1), giving the wrong shape; use a[0] or squeeze(0). [cond: h == 1, n == 1 or d == 1]
import torch


def ex_fix_second_head(a):
    per_head = a.squeeze()
    return per_head @ per_head.transpose(-1, -2)
