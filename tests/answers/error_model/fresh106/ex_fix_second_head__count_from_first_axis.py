# exercise: ex_fix_second_head
# mistake: Loops over range(a.shape[0]), the batch axis (always 1), so only the first head's scores are returned; the number of heads is a.shape[1]. [cond: only when h > 1]
import torch


def ex_fix_second_head(a):
    per_head = []
    for i in range(a.shape[0]):
        head = a[0, i, :, :]
        per_head.append(head @ head.T)
    return torch.stack(per_head)
