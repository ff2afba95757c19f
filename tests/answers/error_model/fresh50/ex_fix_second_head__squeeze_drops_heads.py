# exercise: ex_fix_second_head
# mistake: The learner removes the batch axis with squeeze(), which also drops the head axis when h == 1 (or a token/feature axis of size 1), giving (n, n) instead of (1, n, n); only axis 0 should be removed, e.g. a[0] or squeeze(0). [cond: only when h == 1 or n == 1 or d == 1]
import torch


def ex_fix_second_head(a):
    heads = a.squeeze()            # (h, n, d)
    return heads @ heads.transpose(-1, -2)
