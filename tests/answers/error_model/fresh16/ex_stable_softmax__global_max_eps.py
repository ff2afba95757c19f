# exercise: ex_stable_softmax
# mistake: Subtracts the global max x.max() instead of the max along dim, so a slice far below the global max underflows to all zeros; the 1e-12 added to the denominator hides the 0/0 NaN and returns zeros instead of a distribution. [cond: slices whose maxima differ by more than ~100, e.g. one row at 1e4 and another at 0]
import torch


def ex_stable_softmax(x, dim):
    z = x - x.max()  # shift so exp never overflows
    e = torch.exp(z)
    return e / (e.sum(dim=dim, keepdim=True) + 1e-12)  # eps: avoid nan
