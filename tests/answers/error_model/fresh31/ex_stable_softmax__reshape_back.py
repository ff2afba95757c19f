# exercise: ex_stable_softmax
# mistake: The learner moved dim to the end to work on the last axis, then used reshape(x.shape) to go back, which scrambles the values instead of moving the axis back (movedim(-1, dim)). [cond: dim is not the last axis]

import torch


def ex_stable_softmax(x, dim):
    # work on the last axis like jax.nn.softmax(axis=-1)
    y = x.movedim(dim, -1)
    y = y - y.amax(dim=-1, keepdim=True)
    e = y.exp()
    out = e / e.sum(dim=-1, keepdim=True)
    return out.reshape(x.shape)
