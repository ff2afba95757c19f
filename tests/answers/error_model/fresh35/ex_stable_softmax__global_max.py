# exercise: ex_stable_softmax
# mistake: Subtracted the global maximum of the whole tensor instead of the maximum along dim, so a slice whose values are far below it underflows to 0/0 = NaN. [cond: slices along dim whose maxima differ by more than about 100]
import torch


def ex_stable_softmax(x, dim):
    # one shift for everything: the largest score becomes 0
    shifted = x - x.max()
    e = shifted.exp()
    return e / e.sum(dim=dim, keepdim=True)
