# exercise: ex_fix_second_head
# mistake: loops over range(a.shape[2]) (the tokens) instead of range(a.shape[1]) (the heads), giving n matrices or an index error. [cond: n != h]
import torch


def ex_fix_second_head(a):
    out = []
    for i in range(a.shape[2]):
        head = a[0, i]
        out.append(head @ head.T)
    return torch.stack(out)
