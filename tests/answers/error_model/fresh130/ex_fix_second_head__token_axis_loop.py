# exercise: ex_fix_second_head
# mistake: The learner loops i over the heads but slices a[0, :, i], which picks token i of every head instead of head i, giving (h, h, h) Gram matrices of the wrong slices; head i is a[0, i].
import torch


def ex_fix_second_head(a):
    h = a.shape[1]
    out = []
    for i in range(h):
        head = a[0, :, i]
        out.append(head @ head.T)
    return torch.stack(out)
