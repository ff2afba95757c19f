# exercise: ex_stable_softmax
# mistake: For a negative dim the learner converts it with dim + x.dim() - 1, one axis too far left; the positive axis is dim + x.dim(). [cond: dim negative]
import torch


def ex_stable_softmax(x, dim):
    nd = x.dim()
    if nd == 0:
        return torch.ones_like(x)
    if dim < 0:
        dim = dim + nd - 1
    if not x.is_floating_point():
        x = x.float()
    m = x.amax(dim=dim, keepdim=True)
    e = (x - m).exp()
    return e / e.sum(dim=dim, keepdim=True)
