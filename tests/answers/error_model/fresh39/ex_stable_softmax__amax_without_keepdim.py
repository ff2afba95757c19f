# exercise: ex_stable_softmax
# mistake: Drops keepdim in the maximum, so x - m broadcasts the reduced maximum along the wrong axis (silently for square inputs, an error otherwise); the maximum needs keepdim=True to line up with dim. [cond: dim is not 0, or some other axis size equals the reduced one]
import torch


def ex_stable_softmax(x, dim):
    m = torch.amax(x, dim=dim)
    z = x - m
    num = torch.exp(z)
    den = num.sum(dim=dim, keepdim=True)
    return num / den
