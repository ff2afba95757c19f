# exercise: ex_fix_second_head
# mistake: a.squeeze() removes every size-1 axis, so with a single head (h == 1) it also drops the head axis and the loop iterates over token rows, stacking outer products of shape (n, d, d); only the batch axis should be removed, a[0] or a.squeeze(0). [cond: h == 1 (or n == 1)]
import torch


def ex_fix_second_head(a):
    heads = a.squeeze()
    return torch.stack([hd @ hd.T for hd in heads])
