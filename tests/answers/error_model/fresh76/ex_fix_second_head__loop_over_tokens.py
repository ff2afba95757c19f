# exercise: ex_fix_second_head
# mistake: Loops over len(a[0][0]), which is the number of tokens n, not the number of heads h, so it returns n score matrices (or fails with an index error). [cond: n != h]
import torch


def ex_fix_second_head(a):
    out = []
    for i in range(len(a[0][0])):
        head = a[0, i]
        out.append(head @ head.T)
    return torch.stack(out)
