# exercise: ex_fix_second_head
# mistake: The learner computes a[0, i].T @ a[0, i], the (d, d) product of the features, instead of a[0, i] @ a[0, i].T, the (n, n) token scores.
import torch


def ex_fix_second_head(a):
    per_head = []
    for i in range(a.shape[1]):
        m = a[0, i]
        per_head.append(m.T @ m)
    return torch.stack(per_head)
