# exercise: ex_fix_second_head
# mistake: The learner sliced a[:, i] (keeping the batch axis) and stacked the (1, n, n) results, returning shape (h, 1, n, n) instead of (h, n, n); slice a[0, i].
import torch


def ex_fix_second_head(a):
    per_head = []
    for i in range(a.shape[1]):
        head_i = a[:, i]                      # (1, n, d)
        per_head.append(head_i @ head_i.transpose(1, 2))
    return torch.stack(per_head)
