# exercise: ex_fix_second_head
# mistake: Loops over range(a.shape[0]), the batch axis of size 1, so only the first head is returned; the heads are axis 1 (a.shape[1]). [cond: only when h > 1]
import torch


def ex_fix_second_head(a):
    outs = []
    for i in range(a.shape[0]):
        head = a[0, i, :, :]
        outs.append(head @ head.T)
    return torch.stack(outs)
