# exercise: ex_stable_softmax
# mistake: The learner subtracted the maximum of the whole tensor instead of the maximum along dim, so slices far below the global maximum underflow to all zeros and give 0/0 = NaN; subtract x.amax(dim, keepdim=True). [cond: slices along dim whose largest values differ by more than about 100]
import torch


def ex_stable_softmax(x, dim):
    # shift by the max so exp never overflows
    shifted = x - x.max()
    exps = torch.exp(shifted)
    return exps / exps.sum(dim=dim, keepdim=True)
