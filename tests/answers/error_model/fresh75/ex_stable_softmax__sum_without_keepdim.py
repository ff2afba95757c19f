# exercise: ex_stable_softmax
# mistake: Summed the exponentials without keepdim=True, so the division broadcasts the sums along the wrong axis (wrong for square inputs, an error otherwise); keep the dim when summing.

import torch


def ex_stable_softmax(x, dim):
    x_max = x.amax(dim=dim, keepdim=True)
    numer = torch.exp(x - x_max)
    denom = numer.sum(dim=dim)
    return numer / denom
