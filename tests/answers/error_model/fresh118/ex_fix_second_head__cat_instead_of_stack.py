# exercise: ex_fix_second_head
# mistake: Collects the per-head scores with torch.cat, which joins them along the rows into (h*n, n) instead of stacking them into (h, n, n).
import torch


def ex_fix_second_head(a):
    res = []
    for i in range(a.size(1)):
        hi = a[0, i]
        res.append(torch.mm(hi, hi.t()))
    return torch.cat(res)
