# exercise: ex_fix_second_head
# mistake: The learner replaced the loop by the batched product and .squeeze(), which also removes the head axis when h = 1 (and the token axis when n = 1), returning (n, n) instead of (h, n, n); only axis 0 must go ([0] or squeeze(0)). [cond: h == 1 or n == 1]
import torch


def ex_fix_second_head(a):
    scores = a @ a.transpose(2, 3)   # (1, h, n, n)
    return scores.squeeze()
