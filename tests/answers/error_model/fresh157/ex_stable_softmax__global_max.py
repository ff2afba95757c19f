# exercise: ex_stable_softmax
# mistake: Subtracted the global maximum of the whole tensor instead of each slice's maximum along dim, so slices far below the global max underflow to 0/0 = NaN; use x.amax(dim=dim, keepdim=True). [cond: when slices along dim have maxima that differ by more than about 100]
import torch


def ex_stable_softmax(x, dim):
    z = x - x.max()
    ez = torch.exp(z)
    return ez / ez.sum(dim=dim, keepdim=True)
