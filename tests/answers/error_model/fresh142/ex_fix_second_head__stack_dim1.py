# exercise: ex_fix_second_head
# mistake: The per-head scores are stacked along dim=1, giving shape (n, h, n) instead of stacking along a new first axis for (h, n, n). [cond: only when h > 1]
import torch
from torch import nn


def ex_fix_second_head(a):
    heads = nn.ModuleList()  # not needed
    mats = [a[0, i] @ a[0, i].transpose(0, 1) for i in range(a.size(1))]
    return torch.stack(mats, dim=1)
