# exercise: ex_stable_softmax
# mistake: Sums the exponentials without keepdim=True, so the denominator broadcasts along the wrong axis (silently wrong for square inputs, an error otherwise); both the max and the sum need keepdim=True. [cond: only when dim is not the first axis]
import torch


def ex_stable_softmax(x, dim):
    x_max = x.amax(dim=dim, keepdim=True)
    exps = torch.exp(x - x_max)
    total = exps.sum(dim=dim)
    return exps / total
