# exercise: ex_fix_second_head
# mistake: The learner fixes the head index but computes head.T @ head, the (d, d) feature Gram matrix, instead of head @ head.T, the (n, n) token scores.
import torch


def ex_fix_second_head(a):
    h = a.size(1)
    res = []
    for i in range(h):
        m = a[0, i]
        res.append(m.T @ m)
    return torch.stack(res)
