# exercise: ex_stable_softmax
# mistake: Took x.max(dim).values without keepdim=True, so the maxima broadcast along the wrong axis (wrong values when the shapes happen to broadcast, a shape error otherwise). [cond: x has 2 or more axes and dim is not the first axis]
import torch


def ex_stable_softmax(x, dim):
    m = x.max(dim=dim).values
    e = torch.exp(x - m)
    return e / e.sum(dim=dim, keepdim=True)
