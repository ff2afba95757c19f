# exercise: ex_fix_second_head
# mistake: Computed head.T @ head, a (d, d) matrix of feature products, instead of head @ head.T, the (n, n) token scores that match a @ a.transpose(2, 3). [cond: wrong shape unless d = n, wrong values even then]
import torch


def ex_fix_second_head(a):
    h = a.shape[1]
    return torch.stack([a[0, i].T @ a[0, i] for i in range(h)])
