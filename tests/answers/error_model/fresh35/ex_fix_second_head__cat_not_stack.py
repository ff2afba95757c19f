# exercise: ex_fix_second_head
# mistake: Looped over all h heads but joined the per-head scores with torch.cat instead of torch.stack, returning shape (h·n, n) instead of (h, n, n).
import torch


def ex_fix_second_head(a):
    per_head = []
    for i in range(a.shape[1]):
        head = a[0, i, :, :]
        per_head.append(head @ head.T)
    return torch.cat(per_head)
