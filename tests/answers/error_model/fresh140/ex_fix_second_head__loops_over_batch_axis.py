# exercise: ex_fix_second_head
# mistake: The learner looped over range(a.shape[0]) (the batch axis, size 1) instead of the head axis a.shape[1], so only the first head is returned.
import torch


def ex_fix_second_head(a):
    outs = []
    for i in range(a.shape[0]):
        head = a[0, i, :, :]
        outs.append(head @ head.T)
    return torch.stack(outs)
