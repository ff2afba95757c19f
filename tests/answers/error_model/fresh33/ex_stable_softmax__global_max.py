# exercise: ex_stable_softmax
# mistake: Subtracted the global maximum of the whole tensor instead of the maximum along dim, so slices far below it underflow to 0/0 = NaN; subtract x.amax(dim, keepdim=True). [cond: slices along dim whose maxima differ by more than ~100]
import torch


def ex_stable_softmax(x, dim):
    # shift everything so the largest score is 0: exp never overflows
    e = torch.exp(x - x.max())
    return e / e.sum(dim=dim, keepdim=True)
