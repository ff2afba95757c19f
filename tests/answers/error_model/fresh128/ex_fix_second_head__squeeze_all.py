# exercise: ex_fix_second_head
# mistake: The learner uses a.squeeze(), which also removes the head axis when h = 1 (and the token axis when n = 1), returning (n, n) instead of (1, n, n); only the batch axis should be removed, a[0] or squeeze(0). [cond: only when h = 1 or n = 1]
import torch


def ex_fix_second_head(a):
    per_head = a.squeeze()
    return per_head @ per_head.transpose(-1, -2)
