# exercise: ex_stable_softmax
# mistake: The learner subtracted the global maximum of the whole tensor instead of the maximum along dim, so a slice far below the global max underflows to 0/0 = NaN; subtract x.amax(dim, keepdim=True). [cond: slices along dim whose maxima differ by more than ~100]

import torch


def ex_stable_softmax(x, dim):
    # shift by the max so exp() never sees a positive number
    e = torch.exp(x - x.max())
    return e / e.sum(dim=dim, keepdim=True)
