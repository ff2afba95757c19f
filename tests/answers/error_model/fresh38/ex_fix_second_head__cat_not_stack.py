# exercise: ex_fix_second_head
# mistake: The learner joined the per-head scores with torch.cat, giving shape (h*n, n) instead of torch.stack's (h, n, n).
import torch


def ex_fix_second_head(a):
    h = a.shape[1]
    per_head = [a[0, i] @ a[0, i].T for i in range(h)]
    return torch.cat(per_head)
