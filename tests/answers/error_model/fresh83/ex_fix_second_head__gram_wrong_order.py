# exercise: ex_fix_second_head
# mistake: Multiplies head.T @ head (d×d feature Gram) instead of head @ head.T (n×n scores).
import torch


def ex_fix_second_head(a):
    per_head = [a[0, i].T @ a[0, i] for i in range(a.shape[1])]
    return torch.stack(per_head)
