# exercise: ex_fix_second_head
# mistake: Loops over a.shape[0] (the batch axis, size 1) and indexes a[0, i], so it only ever returns the first head; the heads are axis 1, range(a.shape[1]). [cond: h > 1]
import torch


def ex_fix_second_head(a):
    out = []
    for i in range(a.shape[0]):
        head = a[0, i]
        out.append(head @ head.T)
    return torch.stack(out)
