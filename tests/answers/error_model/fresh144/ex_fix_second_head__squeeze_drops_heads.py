# exercise: ex_fix_second_head
# mistake: a.squeeze() also drops the head axis when h = 1 (or any other size-1 axis), so the broadcast products run over the wrong axes; only axis 0 should be removed (a[0] or squeeze(0)). [cond: h = 1, or n = 1, or d = 1]
import torch


def ex_fix_second_head(a):
    x = a.squeeze()                     # (h, n, d)
    return (x.unsqueeze(-2) * x.unsqueeze(-3)).sum(-1)
