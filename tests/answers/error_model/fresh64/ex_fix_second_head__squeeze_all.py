# exercise: ex_fix_second_head
# mistake: Uses a.squeeze() to drop the batch axis, which also drops any other axis of size 1, so bmm fails for a single head (or n = 1, d = 1); only axis 0 must be removed (a[0] or squeeze(0)). [cond: h == 1, n == 1 or d == 1]
import torch


def ex_fix_second_head(a):
    A = a.squeeze()                  # (h, n, d)
    return torch.bmm(A, A.transpose(1, 2))
