# exercise: ex_fix_second_head
# mistake: Loops over the heads but slices a[0, :, i, :] (the token axis) instead of a[0, i] (the head axis), so each 'head' is one token's vectors across heads.
import torch


def ex_fix_second_head(a):
    outs = []
    for i in range(a.shape[1]):
        head = a[0, :, i, :]
        outs.append(head @ head.T)
    return torch.stack(outs)
