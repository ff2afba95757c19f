# exercise: ex_fix_second_head
# mistake: Joins the per-head score matrices with torch.cat, giving shape (h*n, n) instead of the stacked (h, n, n); use torch.stack. [cond: h > 1]
import torch


def ex_fix_second_head(a):
    heads = a[0]                           # (h, n, d)
    per_head = [A @ A.T for A in heads]    # A A^T for each head
    return torch.cat(per_head)
