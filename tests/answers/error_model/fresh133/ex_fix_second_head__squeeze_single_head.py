# exercise: ex_fix_second_head
# mistake: The learner stacks the per-head scores and calls .squeeze() to drop "extra" axes, which turns the (1, n, n) result for a single head into (n, n); the result must keep shape (h, n, n). [cond: only when h == 1]
import torch


def ex_fix_second_head(a):
    per_head = [a[0, i] @ a[0, i].transpose(0, 1) for i in range(a.shape[1])]
    return torch.stack(per_head, dim=0).squeeze()
