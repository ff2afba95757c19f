# exercise: ex_fix_second_head
# mistake: The per-head scores are joined with torch.cat, giving shape (h·n, n) instead of stacking them into (h, n, n). [cond: h > 1 for the values, always for the shape]
import torch


def ex_fix_second_head(a):
    h = a.shape[1]
    scores = [a[0, i] @ a[0, i].T for i in range(h)]
    print([s.shape for s in scores])
    return torch.cat(scores)
