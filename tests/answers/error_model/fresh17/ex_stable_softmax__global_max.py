# exercise: ex_stable_softmax
# mistake: Subtracted the single global maximum x.max() instead of the maximum of each slice along dim, so a slice whose entries are all far below the global max (e.g. a row of 0s next to a row with 1e4) underflows to 0/0 = NaN. [cond: slices along dim whose maxima differ by more than about 100]
import torch


def ex_stable_softmax(x, dim):
    # shift by the max so exp never overflows
    m = x.max()
    e = torch.exp(x - m)
    return e / e.sum(dim=dim, keepdim=True)
