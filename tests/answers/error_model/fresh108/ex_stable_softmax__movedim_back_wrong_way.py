# exercise: ex_stable_softmax
# mistake: Moves dim to the end with movedim(dim, -1) but moves it back with the same movedim(dim, -1) instead of movedim(-1, dim), which scrambles the axes for tensors with 3 or more axes; only for 2-D tensors or dim=-1 is it the same. [cond: 3 or more axes and dim not one of the last two axes]
import torch


def _softmax_last(t):
    t = t - t.amax(dim=-1, keepdim=True)
    t = t.exp()
    return t / t.sum(dim=-1, keepdim=True)


def ex_stable_softmax(x, dim):
    moved = x.movedim(dim, -1)
    out = _softmax_last(moved)
    return out.movedim(dim, -1)
