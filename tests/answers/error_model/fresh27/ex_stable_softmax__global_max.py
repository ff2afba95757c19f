# exercise: ex_stable_softmax
# mistake: Subtracted the single global maximum x.max() instead of the maximum of each slice along dim, so a slice far below the global max underflows to all zeros and gives 0/0 = NaN (e.g. rows [1e4, 0] and [0, 1]); use x.amax(dim, keepdim=True). [cond: slices along dim whose maxima differ by more than about 100 (float32)]
import torch


def ex_stable_softmax(x, dim):
    m = x.max()  # largest score, so exp never sees a positive number
    e = torch.exp(x - m)
    return e / e.sum(dim=dim, keepdim=True)
