# exercise: ex_stable_softmax
# mistake: Moved dim to the last axis to work with dim=-1, but returned the result without moving the axis back, so for any dim other than the last the output has its axes permuted. [cond: dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    # always work on the last axis
    z = x.movedim(dim, -1)
    z = z - z.amax(dim=-1, keepdim=True)
    e = z.exp()
    return e / e.sum(dim=-1, keepdim=True)
