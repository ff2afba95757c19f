# exercise: ex_fix_second_head
# mistake: Loops over range(a.shape[1]) but slices a[0, :, i] (the token axis) instead of a[0, i] (the head axis), giving (h, h)-sized blocks of the wrong vectors.
import torch


def ex_fix_second_head(a):
    out = []
    for i in range(a.shape[1]):
        head = a[0, :, i]
        out.append(head @ head.T)
    return torch.stack(out)
