# exercise: ex_fix_second_head
# mistake: Removed the batch axis with a.squeeze(), which also drops the head axis when h = 1 (and any other size-1 axis), so the loop then runs over tokens; only axis 0 should be removed (a[0] or a.squeeze(0)). [cond: h = 1 (or n = 1 or d = 1)]
import torch


def ex_fix_second_head(a):
    a = a.squeeze()   # (h, n, d)
    return torch.stack([a[i] @ a[i].T for i in range(a.shape[0])])
