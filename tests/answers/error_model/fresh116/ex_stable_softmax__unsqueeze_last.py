# exercise: ex_stable_softmax
# mistake: Took the max without keepdim and put the axis back with unsqueeze(-1), which lines the maxima up with the last axis instead of dim; use amax(dim=dim, keepdim=True). [cond: dim is not the last axis; it crashes unless the shapes happen to broadcast]
import torch


def ex_stable_softmax(x, dim):
    m = torch.max(x, dim=dim).values
    z = x - m.unsqueeze(-1)
    ez = torch.exp(z)
    return ez / ez.sum(dim=dim, keepdim=True)
