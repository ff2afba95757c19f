# exercise: ex_fix_second_head
# mistake: The learner removes the batch axis with a.squeeze(), which also removes the head axis when h == 1 (and the token or feature axis when n or d is 1), so it then loops over tokens instead of heads; only the batch axis should go (a[0] or squeeze(0)). [cond: only when h == 1 (or n == 1 or d == 1)]
import torch
from torch import nn


def ex_fix_second_head(a):
    per_head = a.squeeze()  # (h, n, d)
    out = [x @ x.T for x in per_head]
    return torch.stack(out)
