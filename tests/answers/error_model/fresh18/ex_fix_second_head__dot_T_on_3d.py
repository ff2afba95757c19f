# exercise: ex_fix_second_head
# mistake: Sliced a[:, i] (keeping the batch axis) and used .T, which on a 3-D tensor reverses all axes, so the product raises (n != d) or gives the wrong shape; use a[0, i] @ a[0, i].T.
import torch


def ex_fix_second_head(a):
    h = a.shape[1]
    out = []
    for i in range(h):
        head = a[:, i]  # (1, n, d)
        out.append(head @ head.T)
    return torch.cat(out)
