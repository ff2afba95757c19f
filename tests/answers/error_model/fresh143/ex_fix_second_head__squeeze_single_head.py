# exercise: ex_fix_second_head
# mistake: It calls a.squeeze() to drop the batch axis, which also drops the head axis when h = 1, so the loop then runs over tokens and returns something of the wrong shape; only axis 0 should be removed (a[0] or squeeze(0)). [cond: h == 1]
import torch


def ex_fix_second_head(a):
    a = a.squeeze()             # (h, n, d)
    heads = [a[i] for i in range(a.shape[0])]
    return torch.stack([hh @ hh.T for hh in heads])
