# exercise: ex_fix_second_head
# mistake: Slices each head as a[:, i] (keeping the batch axis of size 1), so the stack has shape (h, 1, n, n) instead of (h, n, n); take a[0, i].
import torch


def ex_fix_second_head(a):
    h = a.shape[1]
    out = []
    for i in range(h):
        head = a[:, i]                              # (1, n, d)
        out.append(head @ head.transpose(-1, -2))
    return torch.stack(out)
