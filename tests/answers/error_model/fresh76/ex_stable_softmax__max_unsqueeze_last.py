# exercise: ex_stable_softmax
# mistake: Takes the max along dim but re-inserts the axis with unsqueeze(-1) instead of at dim, so for any dim other than the last the maximum broadcasts along the wrong axis (wrong values or a shape error); use keepdim=True or unsqueeze(dim). [cond: dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    m = x.max(dim=dim).values.unsqueeze(-1)
    z = torch.exp(x - m)
    return z / z.sum(dim=dim, keepdim=True)
