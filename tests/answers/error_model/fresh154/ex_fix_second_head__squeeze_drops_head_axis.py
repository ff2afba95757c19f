# exercise: ex_fix_second_head
# mistake: The learner drops the batch axis with squeeze(), which also drops the head axis when h == 1 (returning (n, n) instead of (1, n, n)); use a[0] or squeeze(0). [cond: h == 1]
import torch


def ex_fix_second_head(a):
    x = a.squeeze()  # (h, n, d)
    return x @ x.transpose(-1, -2)
