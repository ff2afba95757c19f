# exercise: ex_stable_softmax
# mistake: Subtracted the single global maximum x.max() instead of each slice's maximum along dim, so a slice whose values lie far below the global maximum underflows to 0/0 = NaN. [cond: only when slices' maxima differ by more than ~100]
import torch


def ex_stable_softmax(x, dim):
    m = x.max()                 # biggest value anywhere -> nothing can overflow
    e = torch.exp(x - m)
    return e / e.sum(dim=dim, keepdim=True)
