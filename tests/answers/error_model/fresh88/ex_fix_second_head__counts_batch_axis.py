# exercise: ex_fix_second_head
# mistake: Fixed the index to a[0, i] but loops over range(a.shape[0]), the batch axis (size 1), so only the first head is returned; the number of heads is a.shape[1]. [cond: h > 1]
import torch


def ex_fix_second_head(a):
    per_head = []
    for i in range(a.shape[0]):
        head = a[0, i, :, :]
        per_head.append(head @ head.T)
    return torch.stack(per_head)
