# exercise: ex_stable_softmax
# mistake: The learner subtracted the single global maximum of x instead of the maximum of each slice along dim, so a slice whose scores are far below the global maximum underflows to 0/0 = NaN. [cond: only when slices have very different maxima, e.g. one row near 1e4 and another near 0]
import torch


def ex_stable_softmax(x, dim):
    m = x.max()  # biggest value, so nothing can overflow
    e = torch.exp(x - m)
    return e / e.sum(dim=dim, keepdim=True)
