# exercise: ex_fix_second_head
# mistake: The learner loops over range(a.shape[-1]) (the feature size d) instead of range(a.shape[1]) (the heads), so it crashes when d > h and drops heads when d < h. [cond: d != h]
import torch


def ex_fix_second_head(a):
    results = []
    for i in range(a.shape[-1]):
        head = a[0, i, :, :]
        results.append(head @ head.T)
    return torch.stack(results)
