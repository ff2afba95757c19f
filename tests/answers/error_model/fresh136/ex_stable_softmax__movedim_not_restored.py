# exercise: ex_stable_softmax
# mistake: Moved dim to the last axis with movedim to work on rows, but returned the result without moving the axis back, so the output's axes are permuted; it needs .movedim(-1, dim) at the end. [cond: dim is not the last axis]
import torch


def _rowwise(t):
    shifted = t - t.amax(-1, keepdim=True)
    e = shifted.exp()
    return e / e.sum(-1, keepdim=True)


def ex_stable_softmax(x, dim):
    return _rowwise(x.movedim(dim, -1))
