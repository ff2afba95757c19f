# exercise: ex_fix_second_head
# mistake: Appends the per-head scores to a module-level list that is never emptied, so every call after the first also stacks the previous calls' heads; the list must be created inside the function. [cond: from the second call on]
import torch

results = []


def ex_fix_second_head(a):
    h = a.shape[1]
    for i in range(h):
        head = a[0, i]
        results.append(head @ head.T)
    return torch.stack(results)
