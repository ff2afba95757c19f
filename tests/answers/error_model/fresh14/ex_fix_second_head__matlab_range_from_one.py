# exercise: ex_fix_second_head
# mistake: Loops `for i in range(1, h)` (heads "1..h"), skipping head 0: returns (h−1, n, n) (e.g. (2, 5, 5) for 3 heads; for h = 1 `torch.stack` of an empty list fails) instead of (h, n, n).
import torch


def ex_fix_second_head(a):
    h = a.shape[1]
    per_head = []
    for i in range(1, h):          # heads 1..h
        head = a[0, i, :, :]
        per_head.append(head @ head.T)
    return torch.stack(per_head)
