# exercise: ex_fix_second_head
# mistake: The learner joins the per-head scores with torch.cat, which gives shape (h*n, n); they must be stacked on a new axis with torch.stack to get (h, n, n).
import torch


def ex_fix_second_head(a):
    heads = [a[0, i] for i in range(a.size(1))]
    return torch.cat([hd @ hd.T for hd in heads])
