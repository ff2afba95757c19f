# exercise: ex_fix_second_head
# mistake: The learner loops over range(a.shape[-1]) (the feature size d) instead of range(a.shape[1]) (the heads), so it returns d score matrices (or crashes when d > h); the head count is a.shape[1]. [cond: d != h]
import torch

per_head = lambda a, i: a[0, i] @ a[0, i].T


def ex_fix_second_head(a):
    count = a.shape[-1]
    return torch.stack([per_head(a, i) for i in range(count)])
