# exercise: ex_fix_second_head
# mistake: The learner joins the per-head scores with torch.cat, giving shape (h·n, n), instead of torch.stack, which gives (h, n, n).
import torch
from functools import partial

join = partial(torch.cat, dim=0)


def ex_fix_second_head(a):
    per_head = [a[0, i] @ a[0, i].T for i in range(a.size(1))]
    return join(per_head)
