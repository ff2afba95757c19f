# exercise: ex_fix_second_head
# mistake: Indexed the heads with a[0, :, i], which picks token i of every head (the third axis) instead of head i; the heads are on axis 1, so head i is a[0, i]. [cond: IndexError when h > n]
import torch


def ex_fix_second_head(a):
    h = a.shape[1]
    per_head = []
    for i in range(h):
        head = a[0, :, i]
        per_head.append(head @ head.T)
    return torch.stack(per_head)
