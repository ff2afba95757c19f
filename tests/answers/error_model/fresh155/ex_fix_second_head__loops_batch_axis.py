# exercise: ex_fix_second_head
# mistake: Loops over range(a.shape[0]), the batch axis (size 1), and indexes a[i, i], so only the first head is returned; the heads are axis 1: range(a.shape[1]) and a[0, i]. [cond: h > 1]
import torch


def per_head_scores(a, axis=0):
    out = []
    for i in range(a.shape[axis]):
        head = a[0, i, :, :]
        out.append(head @ head.T)
    return torch.stack(out)


def ex_fix_second_head(a):
    return per_head_scores(a)
