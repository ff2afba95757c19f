# exercise: ex_fix_second_head
# mistake: Slices a[:, i] (keeping the batch axis) and uses .mT, so the stack has shape (h, 1, n, n); slice a[0, i] to get (h, n, n).
import torch


def ex_fix_second_head(a):
    per_head = []
    for i in range(a.size(1)):
        head = a[:, i]
        per_head.append(head @ head.mT)
    return torch.stack(per_head)
