# exercise: ex_fix_second_head
# mistake: The learner vectorises with a.squeeze(), which also removes the head axis when h = 1 (or a token/feature axis of size 1), so the shape is wrong or the matmul fails; only the batch axis should go (a[0] or squeeze(0)). [cond: h == 1, n == 1 or d == 1]
import torch


def ex_fix_second_head(a):
    heads = a.squeeze()
    return heads @ heads.transpose(-1, -2)
