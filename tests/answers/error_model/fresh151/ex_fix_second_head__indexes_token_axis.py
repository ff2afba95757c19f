# exercise: ex_fix_second_head
# mistake: The loop runs over the heads but indexes a[0, :, i], i.e. token i of every head, so each matrix is (h, h) across heads; head i is a[0, i] (shape (n, d)).
import torch


def ex_fix_second_head(a):
    h = a.shape[1]
    out = []
    for i in range(h):
        head = a[0, :, i]
        out.append(head @ head.T)
    return torch.stack(out)
