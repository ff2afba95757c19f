# exercise: ex_fix_second_head
# mistake: Loops over range(a.shape[0]), the batch axis (size 1), so only the first head is returned; the heads are axis 1. [cond: h > 1]
import torch


def ex_fix_second_head(a):
    tou_shu = a.shape[0]
    out = []
    for i in range(tou_shu):
        head = a[0, i]
        out.append(head @ head.T)
    return torch.stack(out)
