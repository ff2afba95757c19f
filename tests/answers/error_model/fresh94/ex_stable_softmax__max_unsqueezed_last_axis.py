# exercise: ex_stable_softmax
# mistake: Takes the max along dim without keepdim and puts the axis back with unsqueeze(-1), so for dim other than the last the maxima broadcast along the wrong axis (wrong slices shifted, overflow or wrong values); use amax(dim=dim, keepdim=True). [cond: dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    m = x.max(dim=dim).values.unsqueeze(-1)
    e = torch.exp(x - m)
    return e / e.sum(dim=dim, keepdim=True)
