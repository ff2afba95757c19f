# exercise: ex_fix_second_head
# mistake: The learner looped over range(a.shape[0]) (the batch axis, size 1) instead of a.shape[1] (the heads), so only the first head is returned. [cond: only when h > 1]
import torch


def ex_fix_second_head(a):
    out = []
    for i in range(a.shape[0]):
        head = a[0, i]
        out.append(head @ head.T)
    return torch.stack(out)
