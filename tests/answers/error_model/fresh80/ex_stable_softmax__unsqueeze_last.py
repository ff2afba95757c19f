# exercise: ex_stable_softmax
# mistake: Takes the maximum along dim but restores the axis with unsqueeze(-1) instead of keepdim=True, so for a dim other than the last the maxima are broadcast along the wrong axis (wrong values or an error). [cond: dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    m = x.max(dim=dim).values.unsqueeze(-1)
    e = torch.exp(x - m)
    return e / e.sum(dim=dim, keepdim=True)
