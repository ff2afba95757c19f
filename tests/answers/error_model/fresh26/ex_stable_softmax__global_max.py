# exercise: ex_stable_softmax
# mistake: Subtracted the max of the whole tensor instead of the max along dim, so a slice whose scores all lie far below the global max underflows to 0/0 = NaN; subtract x.amax(dim, keepdim=True). [cond: a slice along dim whose entries are all more than ~100 below the tensor's overall max]

import torch


def ex_stable_softmax(x, dim):
    # shift by the max so exp never overflows
    z = x - x.max()
    e = torch.exp(z)
    return e / e.sum(dim=dim, keepdim=True)
