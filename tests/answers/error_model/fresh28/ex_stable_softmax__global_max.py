# exercise: ex_stable_softmax
# mistake: Subtracted the maximum of the whole tensor instead of each slice's maximum along dim, so a slice far below the global maximum underflows to 0/0 = NaN; subtract x.amax(dim, keepdim=True). [cond: slices whose scores differ by more than about 100]
import torch


def ex_stable_softmax(x, dim):
    # shift everything so the largest exponent is exp(0) = 1
    shifted = x - x.max()
    e = torch.exp(shifted)
    return e / e.sum(dim=dim, keepdim=True)
