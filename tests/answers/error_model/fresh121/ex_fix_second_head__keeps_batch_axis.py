# exercise: ex_fix_second_head
# mistake: Slices a[:, i] and keeps the batch axis, so the result is (h, 1, n, n) instead of (h, n, n); the head should be a[0, i].
import torch


def ex_fix_second_head(a):
    out = []
    for i in range(a.shape[1]):
        head = a[:, i]  # (1, n, d)
        out.append(head @ head.transpose(1, 2))
    return torch.stack(out)
