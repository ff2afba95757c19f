# exercise: ex_fix_second_head
# mistake: The learner uses a.squeeze(), which also drops the head axis when h == 1 (or n/d when they are 1), returning a wrong shape; remove only axis 0 (a[0] or squeeze(0)). [cond: h == 1 or n == 1 or d == 1]
import torch


def ex_fix_second_head(a):
    a3 = a.squeeze()
    return a3 @ a3.transpose(-1, -2)
