# exercise: ex_stable_softmax
# mistake: The learner normalises a non-positive dim with `dim if dim > 0 else x.ndim + dim`, which turns dim=0 into x.ndim (an IndexError); only negative dims need x.ndim added. [cond: only for dim=0]
import torch


def _norm_dim(dim, ndim):
    return dim if dim > 0 else ndim + dim


def ex_stable_softmax(x, dim):
    d = _norm_dim(dim, x.ndim)
    m = x.amax(dim=d, keepdim=True)
    e = torch.exp(x - m)
    return e / e.sum(dim=d, keepdim=True)
