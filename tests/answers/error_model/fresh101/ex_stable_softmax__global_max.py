# exercise: ex_stable_softmax
# mistake: Subtracts the single maximum of the whole tensor, so slices far below it underflow to 0/0 = NaN; each slice along dim needs its own maximum (amax with keepdim=True). [cond: only when slices have very different scales]
import torch


def ex_stable_softmax(x, dim):
    m = x.max()            # biggest value -> exp <= 1, never overflows
    e = torch.exp(x - m)
    return e / e.sum(dim=dim, keepdim=True)
