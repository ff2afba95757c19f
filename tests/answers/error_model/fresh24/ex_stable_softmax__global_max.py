# exercise: ex_stable_softmax
# mistake: Subtracted the single global maximum of the tensor instead of each slice's maximum along dim, so a slice whose scores lie far (~100+) below the global max underflows to 0/0 = NaN; subtract x.amax(dim, keepdim=True). [cond: slices along dim whose maxima differ by more than ~100 (float32)]
import torch


def ex_stable_softmax(x, dim):
    # shift by the max so exp never sees a positive number
    shifted = x - x.max()
    e = shifted.exp()
    return e / e.sum(dim=dim, keepdim=True)
