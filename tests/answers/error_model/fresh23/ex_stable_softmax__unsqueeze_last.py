# exercise: ex_stable_softmax
# mistake: Put the reduced max back with [..., None], which re-inserts it as the last axis, instead of keepdim=True (or unsqueeze(dim)); the max then does not line up with x and raises or broadcasts wrongly. [cond: dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    e = (x - x.amax(dim)[..., None]).exp()
    return e / e.sum(dim, keepdim=True)
