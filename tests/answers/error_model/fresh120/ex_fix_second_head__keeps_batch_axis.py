# exercise: ex_fix_second_head
# mistake: The learner slices a[:, i] (keeping the batch axis) and stacks, returning shape (h, 1, n, n) instead of (h, n, n); each head is a[0, i].
import torch


def ex_fix_second_head(a):
    res = []
    for i in range(a.size(1)):
        hi = a[:, i]
        res.append(hi @ hi.transpose(-1, -2))
    return torch.stack(res)
