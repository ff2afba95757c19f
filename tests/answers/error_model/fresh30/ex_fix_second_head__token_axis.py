# exercise: ex_fix_second_head
# mistake: Sliced the token axis (a[0, :, i]) instead of the head axis (a[0, i]), so it multiplies one token across heads.

import torch


def ex_fix_second_head(a):
    h = a.shape[1]
    per_head = []
    for i in range(h):
        head = a[0, :, i]
        per_head.append(head @ head.T)
    return torch.stack(per_head)
