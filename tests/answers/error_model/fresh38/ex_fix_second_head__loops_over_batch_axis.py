# exercise: ex_fix_second_head
# mistake: The learner looped over range(a.shape[0]), the batch axis of size 1, instead of a.shape[1], the head axis, so only one head is returned. [cond: h > 1]
import torch


def ex_fix_second_head(a):
    out = []
    for i in range(a.shape[0]):
        head = a[0, i, :, :]
        print(i, head[0, :3])
        out.append(head @ head.T)
    return torch.stack(out)
