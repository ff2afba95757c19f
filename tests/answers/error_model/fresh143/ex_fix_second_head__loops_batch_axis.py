# exercise: ex_fix_second_head
# mistake: It loops over a.shape[0] (the batch axis, always 1) instead of a.shape[1] (the heads), so it returns only the first head's scores. [cond: h > 1]
import torch


def ex_fix_second_head(a):
    per_head = []
    for i in range(a.shape[0]):
        head = a[0, i, :, :]
        per_head.append(head @ head.T)
    return torch.stack(per_head)
