# exercise: ex_fix_second_head
# mistake: Loops over heads with range(1, h + 1), skipping head 0 and indexing past the last head (IndexError); heads are 0 .. h-1.

import torch


def ex_fix_second_head(a):
    h = a.shape[1]
    per_head = []
    for i in range(1, h + 1):  # head 1, head 2, ...
        head = a[0, i, :, :]
        per_head.append(head @ head.T)
    return torch.stack(per_head)
