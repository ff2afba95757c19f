# exercise: ex_fix_second_head
# mistake: Slices heads with a[:, i] which keeps the batch axis, so the stacked result has shape (h, 1, n, n) instead of (h, n, n).
import torch


def ex_fix_second_head(a):
    per_head = []
    for i in range(a.size(1)):
        head = a[:, i]                 # (1, n, d)
        per_head.append(head @ head.transpose(-1, -2))
    out = torch.stack(per_head)
    print("per-head scores:", out.shape)
    return out
