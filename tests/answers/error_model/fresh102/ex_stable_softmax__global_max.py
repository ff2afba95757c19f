# exercise: ex_stable_softmax
# mistake: The learner subtracted the single maximum of the whole tensor instead of the maximum of each slice along dim, so slices far below the global maximum underflow to 0/0 = NaN. [cond: only when slices along dim have very different maxima, e.g. 1e4 and 0]
import torch


def ex_stable_softmax(x, dim):
    m = x.max()
    e = torch.exp(x - m)
    return e / e.sum(dim=dim, keepdim=True)
