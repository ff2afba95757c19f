# exercise: ex_stable_softmax
# mistake: Took the max and the sum over the last axis whatever dim is given; both must be taken along dim. [cond: dim is not the last axis]

import torch


def ex_stable_softmax(x, dim):
    m = x.max(dim=-1, keepdim=True).values
    e = torch.exp(x - m)
    return e / e.sum(dim=-1, keepdim=True)
