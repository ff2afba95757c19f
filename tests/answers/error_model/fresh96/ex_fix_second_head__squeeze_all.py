# exercise: ex_fix_second_head
# mistake: Dropped the batch axis with a.squeeze(), which also drops the head axis when h == 1 (or any other size-1 axis), so the loop then walks tokens; use a[0] (or squeeze(0)). [cond: h == 1, or n == 1, or d == 1]
import torch


def ex_fix_second_head(a):
    a = a.squeeze()
    return torch.stack([head @ head.T for head in a])
