# exercise: ex_stable_softmax
# mistake: Divides by the sum of all exponentials (e.sum() without dim), so slices do not each sum to 1; the sum must be along dim with keepdim=True. [cond: more than one slice]
import torch


def ex_stable_softmax(x, dim):
    shifted = x - x.amax(dim=dim, keepdim=True)
    e = shifted.exp()
    total = e.sum()
    return e / total
