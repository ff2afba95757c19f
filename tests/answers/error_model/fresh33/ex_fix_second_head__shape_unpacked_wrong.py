# exercise: ex_fix_second_head
# mistake: Unpacked a.shape as (h, _, n, d), so h is the batch size 1 and only the first head is returned; the heads are axis 1. [cond: h > 1]
import torch


def ex_fix_second_head(a):
    h, _, n, d = a.shape
    per_head = []
    for i in range(h):
        head = a[0, i, :, :]
        per_head.append(head @ head.T)
    return torch.stack(per_head)
