# exercise: ex_fix_second_head
# mistake: Indexes each head with a[..., i, :, :], which keeps the leading batch axis of size 1, so the stack has shape (h, 1, n, n) instead of (h, n, n); the batch axis must be dropped (a[0, i]).
import torch


def ex_fix_second_head(a):
    per_head = []
    for i in range(a.shape[-3]):
        head = a[..., i, :, :]
        per_head.append(head @ head.mT)
    return torch.stack(per_head)
