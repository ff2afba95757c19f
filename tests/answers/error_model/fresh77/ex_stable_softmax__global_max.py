# exercise: ex_stable_softmax
# mistake: The learner subtracts one global maximum (over the whole tensor) instead of each slice's own maximum along dim, so a slice whose scores are far below the global maximum underflows to 0/0 = NaN. [cond: slices of very different magnitude, e.g. one row around 1e4 and another around 0]
import torch


def ex_stable_softmax(x, dim):
    out = torch.zeros_like(x)
    m = x.max()  # biggest value, so nothing can overflow
    e = torch.exp(x - m)
    out.copy_(e)
    out /= e.sum(dim=dim, keepdim=True)
    return out
