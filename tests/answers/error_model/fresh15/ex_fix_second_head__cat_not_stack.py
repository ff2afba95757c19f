# exercise: ex_fix_second_head
# mistake: Joins the per-head score matrices with torch.cat instead of torch.stack, giving shape (h·n, n) instead of (h, n, n).
import torch


def ex_fix_second_head(a):
    scores = [a[0, i] @ a[0, i].T for i in range(a.size(1))]
    return torch.cat(scores)
