# exercise: ex_fix_second_head
# mistake: Wrote head.T @ head (d x d, over features) instead of head @ head.T (n x n, tokens against tokens). [cond: wrong values for n == d, a shape mismatch otherwise]
import torch


def ex_fix_second_head(a):
    h = a.shape[1]
    return torch.stack([a[0, i, :, :].T @ a[0, i, :, :] for i in range(h)])
