# exercise: ex_fix_second_head
# mistake: Joined the per-head scores with torch.cat, giving shape (h*n, n) instead of torch.stack's (h, n, n). [cond: h > 1]
import torch

def ex_fix_second_head(a):
    per_head = [a[0, i] @ a[0, i].T for i in range(a.shape[1])]
    return torch.cat(per_head)
