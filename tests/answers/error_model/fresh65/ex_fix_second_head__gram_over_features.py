# exercise: ex_fix_second_head
# mistake: The learner swapped the operand order, a.transpose(2, 3) @ a, which gives the (d, d) feature Gram matrix per head instead of the (n, n) token scores a @ a.transpose(2, 3). [cond: wrong shape unless n == d; wrong values always]
import torch


def ex_fix_second_head(a):
    # batched, all heads at once
    scores = a.transpose(2, 3) @ a
    return scores[0]
