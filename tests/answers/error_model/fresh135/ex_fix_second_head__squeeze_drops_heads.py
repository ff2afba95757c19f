# exercise: ex_fix_second_head
# mistake: The learner removed the batch axis with .squeeze(), which also removes the head axis when h = 1 (shape (n, n) instead of (1, n, n)); use squeeze(0) or a[0]. [cond: h == 1]
import torch


def ex_fix_second_head(a):
    batched = a @ a.transpose(2, 3)
    return batched.squeeze()
