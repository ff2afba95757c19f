# exercise: ex_fix_second_head
# mistake: Slices a[:, i] (keeping the batch axis) and uses .mT, so the stacked result has shape (h, 1, n, n) instead of (h, n, n); index the batch away with a[0, i].
import torch

def ex_fix_second_head(a):
    outs = []
    for i in range(a.size(1)):
        head = a[:, i]                  # (1, n, d)
        outs.append(head @ head.mT)
    return torch.stack(outs)
