# exercise: ex_stable_softmax
# mistake: Subtracted the maximum of the whole tensor instead of each slice's maximum along dim, so a slice far below the global maximum underflows to 0/0 = NaN; use x.amax(dim=dim, keepdim=True). [cond: when slices have very different maxima]

import torch


def ex_stable_softmax(x, dim):
    m = x.max()
    e = torch.exp(x - m)
    return e / e.sum(dim=dim, keepdim=True)
