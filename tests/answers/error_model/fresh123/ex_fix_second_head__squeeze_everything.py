# exercise: ex_fix_second_head
# mistake: Vectorises with a.squeeze() @ a.squeeze().mT, but squeeze() also removes the head axis when h == 1 (and the token or feature axis when n or d is 1), giving the wrong shape or values; squeeze only dim 0. [cond: h == 1, n == 1 or d == 1]
import torch


def ex_fix_second_head(a):
    # no need for a loop: (h, n, d) @ (h, d, n)
    x = a.squeeze()
    return x @ x.mT
