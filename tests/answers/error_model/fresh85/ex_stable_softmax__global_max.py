# exercise: ex_stable_softmax
# mistake: Subtracts the single global maximum of the whole tensor instead of each slice's own maximum along dim, so a slice far below the global maximum underflows to 0/0 = NaN. [cond: slices whose scores differ by hundreds, e.g. one row at 1e4 and one at 0]
import torch


def ex_stable_softmax(x, dim):
    m = x.max()  # largest score -> exp never overflows
    e = torch.exp(x - m)
    return e / e.sum(dim=dim, keepdim=True)
