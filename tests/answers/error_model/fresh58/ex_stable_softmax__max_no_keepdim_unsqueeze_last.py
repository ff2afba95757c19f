# exercise: ex_stable_softmax
# mistake: The learner takes x.max(dim=dim) without keepdim and restores the axis with unsqueeze(-1), which puts it back at the end, so for any dim other than the last the maxima broadcast against the wrong axis (wrong values or a shape error); the axis must be kept at dim (keepdim=True or unsqueeze(dim)). [cond: only when dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    m = x.max(dim=dim).values.unsqueeze(-1)
    z = torch.exp(x - m)
    return z / z.sum(dim=dim, keepdim=True)
