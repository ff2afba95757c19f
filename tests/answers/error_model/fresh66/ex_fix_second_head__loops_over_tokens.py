# exercise: ex_fix_second_head
# mistake: The loop runs over range(a.shape[2]) (the tokens) instead of a.shape[1] (the heads), so it has n entries instead of h, crashing when n > h. [cond: n != h]
import torch


def ex_fix_second_head(a):
    out = []
    for i in range(a.shape[2]):
        head = a[0, i, :, :]
        out.append(head @ head.T)
    return torch.stack(out)
