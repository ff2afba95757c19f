# exercise: ex_stable_softmax
# mistake: The learner's axis normalisation turns a negative dim into x.dim() + dim - 1, one axis too far to the left (dim=-1 on a 3-D tensor becomes axis 1), so the softmax runs along the wrong axis; a negative dim must become x.dim() + dim. [cond: negative dim greater than -x.dim(), e.g. dim=-1 on a tensor with 2 or more axes]
import torch


def _canonical_dim(dim, ndim):
    if dim < 0:
        dim = ndim + dim - 1
    return max(dim, 0)


def ex_stable_softmax(x, dim):
    dim = _canonical_dim(dim, x.dim())
    m = x.amax(dim=dim, keepdim=True)
    e = (x - m).exp()
    return e / e.sum(dim=dim, keepdim=True)
