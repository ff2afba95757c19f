# exercise: ex_stable_softmax
# mistake: Swapped dim with the last axis to compute on dim=-1 but returned the result without swapping back, so it is transposed (wrong values, or the wrong shape); the output must be transposed back with the same .transpose(dim, -1). [cond: dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    # work on the last axis, like every attention softmax
    z = x.transpose(dim, -1)
    z = z - z.amax(dim=-1, keepdim=True)
    e = z.exp()
    return e / e.sum(dim=-1, keepdim=True)
