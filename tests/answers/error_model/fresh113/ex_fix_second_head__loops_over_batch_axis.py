# exercise: ex_fix_second_head
# mistake: The learner loops over range(a.shape[0]) (the batch axis, size 1) instead of a.shape[1] (the heads), so only the first head is returned. [cond: h > 1]
import torch


def ex_fix_second_head(a):
    if a.ndim == 3:
        a = a.unsqueeze(0)      # allow (h, n, d) too
    assert a.ndim == 4
    per_head = []
    for i in range(a.shape[0]):
        head = a[0, i]
        per_head.append(head @ head.T)
    return torch.stack(per_head)
