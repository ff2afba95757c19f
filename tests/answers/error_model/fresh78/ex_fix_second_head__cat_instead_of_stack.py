# exercise: ex_fix_second_head
# mistake: The learner joins the per-head matrices with torch.cat along dim 0, giving shape (h*n, n) instead of stacking them into (h, n, n).
import torch


def per_head(a, fn):
    return [fn(a[0, i]) for i in range(a.size(1))]


def ex_fix_second_head(a):
    return torch.cat(per_head(a, lambda t: t @ t.T), dim=0)
