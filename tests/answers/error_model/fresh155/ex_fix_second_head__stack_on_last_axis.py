# exercise: ex_fix_second_head
# mistake: Stacks the per-head scores with dim=-1, giving shape (n, n, h) instead of (h, n, n); torch.stack needs the default dim=0.
import torch


def ex_fix_second_head(a, dim=-1):
    scores = []
    for i in range(a.size(1)):
        head = a[0, i]
        scores.append(head @ head.transpose(0, 1))
    return torch.stack(scores, dim=dim)
