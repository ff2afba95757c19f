# exercise: ex_fix_second_head
# mistake: The learner vmaps over the heads but computes t.T @ t (a (d, d) feature Gram matrix) instead of t @ t.T, which is the (n, n) token scores; wrong shape when d != n and wrong values even when d == n.
import torch


def ex_fix_second_head(a):
    per_head = torch.vmap(lambda t: t.T @ t)
    return per_head(a[0])
