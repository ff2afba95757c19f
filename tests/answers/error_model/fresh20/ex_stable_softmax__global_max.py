# exercise: ex_stable_softmax
# mistake: Subtracts one global maximum x.max() from the whole tensor instead of each slice's own max along `dim`, so a slice whose values lie far (more than ~100) below the global max underflows to 0/0 = NaN. [cond: slices whose maxima differ by more than about 100, e.g. one row with 1e4 scores]
import torch


def ex_stable_softmax(x, dim):
    shifted = x - x.max()  # biggest value becomes 0 -> exp <= 1
    e = shifted.exp()
    return e / e.sum(dim=dim, keepdim=True)
