# exercise: ex_fix_second_head
# mistake: The loop runs over range(a.shape[0]) (the batch axis, of size 1) instead of a.shape[1], so only the first head is returned, shape (1, n, n); it must loop over the h heads on axis 1.
import torch


def ex_fix_second_head(a):
    per_head = []
    for i in range(a.shape[0]):
        head = a[0, i, :, :]
        per_head.append(head @ head.T)
    return torch.stack(per_head)
