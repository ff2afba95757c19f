# exercise: ex_stable_softmax
# mistake: The learner moves dim to the last axis with transpose, computes the softmax there, but returns the transposed result; it must be transposed back to the input's layout. [cond: only when dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    t = x.transpose(dim, -1)
    t = t - t.amax(-1, keepdim=True)
    e = t.exp()
    out = e / e.sum(-1, keepdim=True)
    return out
