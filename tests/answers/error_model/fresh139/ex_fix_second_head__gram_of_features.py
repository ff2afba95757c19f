# exercise: ex_fix_second_head
# mistake: Multiplies head.T @ head, the (d, d) Gram matrix of the features, instead of head @ head.T, the (n, n) token scores; wrong shape when n != d and wrong values even when n == d.
import torch

def ex_fix_second_head(a):
    per_head = []
    for i in range(a.shape[1]):
        head = a[0, i]
        per_head.append(head.T @ head)
    return torch.stack(per_head)
