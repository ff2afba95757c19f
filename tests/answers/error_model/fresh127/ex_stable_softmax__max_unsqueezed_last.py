# exercise: ex_stable_softmax
# mistake: The learner reduces the maximum over dim but always unsqueezes it at the last axis, so for any dim other than the last the shift is not constant along dim (wrong values, or a shape error); keepdim=True (or unsqueeze(dim)) keeps the maximum aligned. [cond: dim is not the last axis]
import torch
from functools import partial


def _norm(e, dim):
    return e / e.sum(dim=dim, keepdim=True)


def ex_stable_softmax(x, dim):
    peak = x.amax(dim=dim).unsqueeze(-1)
    e = torch.exp(x - peak)
    normalise = partial(_norm, dim=dim)
    return normalise(e)
