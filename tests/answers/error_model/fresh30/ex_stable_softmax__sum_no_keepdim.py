# exercise: ex_stable_softmax
# mistake: Divided by the sum taken without keepdim=True, so the sums broadcast along the wrong axis (wrong values for square inputs, an error otherwise); keep the reduced dimension. [cond: x has more than one axis and dim is not its first axis]

import torch


def ex_stable_softmax(x, dim):
    e = torch.exp(x - x.amax(dim=dim, keepdim=True))
    total = e.sum(dim=dim)
    return e / total
