# exercise: ex_fix_second_head
# mistake: Computes head.T @ head (a d x d matrix over features) instead of head @ head.T (n x n over tokens); wrong shape, and wrong values even when n == d.
import torch


def ex_fix_second_head(a):
    h = a.shape[1]
    out = []
    for i in range(h):
        head = a[0, i]
        print(i, head.shape)
        out.append(head.T @ head)
    return torch.stack(out)
