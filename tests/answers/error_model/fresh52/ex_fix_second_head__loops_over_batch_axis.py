# exercise: ex_fix_second_head
# mistake: Loops over range(a.shape[0]), the batch axis (always 1), so only the first head is returned; the loop must run over the head axis a.shape[1]. [cond: more than one head]
import torch


def ex_fix_second_head(a):
    per_head = []
    for i in range(a.shape[0]):
        head = a[0, i, :, :]
        per_head.append(head @ head.T)
    return torch.stack(per_head)
