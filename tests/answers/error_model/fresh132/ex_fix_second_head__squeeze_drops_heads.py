# exercise: ex_fix_second_head
# mistake: The learner uses a.squeeze(), which also removes the head axis when h = 1 (or other size-1 axes), so the result is (n, n) instead of (1, n, n); only axis 0 should be removed. [cond: h == 1 or n == 1 or d == 1]
import torch


def ex_fix_second_head(a):
    x = a.squeeze()
    return torch.bmm(x.reshape(-1, x.shape[-2], x.shape[-1]), x.reshape(-1, x.shape[-2], x.shape[-1]).transpose(1, 2)).view(*x.shape[:-1], x.shape[-2])
