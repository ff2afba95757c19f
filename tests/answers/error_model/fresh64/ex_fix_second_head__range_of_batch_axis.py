# exercise: ex_fix_second_head
# mistake: Loops over range(a.shape[0]), the batch axis (always 1), so only the first head's scores are returned; the heads are counted by a.shape[1]. [cond: h > 1]
import torch


def ex_fix_second_head(a):
    per_head = []
    for i in range(a.shape[0]):
        A_i = a[0, i, :, :]
        per_head.append(A_i @ A_i.T)
    return torch.stack(per_head)
