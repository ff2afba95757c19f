# exercise: ex_fix_second_head
# mistake: The learner returned the batched result with .squeeze(), which also drops the head axis when h == 1 (and the token axes when n == 1); only the batch axis 0 must be removed. [cond: only when h == 1 or n == 1]
import torch


def ex_fix_second_head(a):
    scores = a @ a.transpose(2, 3)
    return scores.squeeze()
