# exercise: ex_fix_second_head
# mistake: Squeezes a before vmap; squeeze() also drops the head axis when h == 1 (or any size-1 axis), so vmap then maps over tokens and returns the wrong shape; only the batch axis must go (a[0] or squeeze(0)). [cond: h == 1 or n == 1 or d == 1]
import torch
from torch.func import vmap


def ex_fix_second_head(a):
    per_head = vmap(lambda t: t @ t.mT if t.dim() == 2 else t @ t)
    return per_head(a.squeeze())
