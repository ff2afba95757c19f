# exercise: ex_fix_second_head
# mistake: Joined the per-head scores with torch.cat, giving shape (h·n, n) instead of stacking them into (h, n, n).
import torch


def ex_fix_second_head(a):
    h = a.shape[1]
    return torch.cat([a[0, i] @ a[0, i].T for i in range(h)])
