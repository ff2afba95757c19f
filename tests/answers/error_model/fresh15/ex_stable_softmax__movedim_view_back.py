# exercise: ex_stable_softmax
# mistake: Moves dim to the end to work on the last axis, then restores the shape with .reshape(x.shape) instead of moving the axis back, which scrambles the entries whenever dim is not the last axis.
import torch


def ex_stable_softmax(x, dim):
    dim = dim % x.dim()
    y = x.movedim(dim, -1).contiguous()
    y = y - y.amax(dim=-1, keepdim=True)
    y = y.exp()
    y = y / y.sum(dim=-1, keepdim=True)
    return y.reshape(x.shape)  # back to the caller's layout
