# exercise: ex_stable_softmax
# mistake: Moved dim to the last axis with transpose(dim, -1) but never moved it back, so the result's axes are swapped. [cond: dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    # work on the last axis, easier to reason about
    x = x.transpose(dim, -1)
    x = x - x.max(dim=-1, keepdim=True).values
    e = x.exp()
    return e / e.sum(dim=-1, keepdim=True)
