# exercise: ex_fix_second_head
# mistake: Looped over range(a.shape[2]) (the tokens) instead of range(a.shape[1]) (the heads), so the number of stacked heads is n, and indexing fails when n > h. [cond: n != h]
import torch


def ex_fix_second_head(a):
    out = []
    for i in range(a.shape[2]):
        t = a[0, i]
        out.append(t @ t.T)
    return torch.stack(out)
