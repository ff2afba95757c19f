# exercise: ex_stable_softmax
# mistake: Subtracted the single global maximum of the whole tensor instead of each slice's own maximum along dim, so slices far below the global max underflow to 0/0 = NaN. [cond: slices with very different score ranges]
import torch


def ex_stable_softmax(x, dim):
    x_max = torch.max(x)
    e = torch.exp(x - x_max)
    return e / e.sum(dim=dim, keepdim=True)
