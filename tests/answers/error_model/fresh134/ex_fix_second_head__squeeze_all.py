# exercise: ex_fix_second_head
# mistake: Returned (a @ a.transpose(2, 3)).squeeze(), which also removes the head axis when h == 1 (or the token axes when n == 1); only the batch axis should go (squeeze(0) or [0]). [cond: h == 1 or n == 1]
import torch


def ex_fix_second_head(a):
    s = a @ a.transpose(2, 3)
    return s.squeeze()
