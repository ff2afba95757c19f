# exercise: ex_stable_softmax
# mistake: Takes the max without keepdim and restores the axis with unsqueeze(-1), which lines the maxima up with the last axis; when dim is not the last axis each slice is shifted by the wrong maxima (wrong values or a shape error). It should unsqueeze(dim) or use keepdim=True. [cond: dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    row_max = x.max(dim=dim).values
    shifted = x - row_max.unsqueeze(-1)
    e = shifted.exp()
    return e / e.sum(dim=dim, keepdim=True)
