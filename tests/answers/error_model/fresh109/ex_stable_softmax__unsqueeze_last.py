# exercise: ex_stable_softmax
# mistake: The learner took the maximum without keepdim and restored the lost axis with unsqueeze(-1) instead of unsqueeze(dim), so for any dim but the last the maxima are subtracted along the wrong axis (or the shapes do not broadcast); use keepdim=True. [cond: dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    mx = x.max(dim=dim).values
    mx = mx.unsqueeze(-1)
    z = (x - mx).exp()
    return z / z.sum(dim=dim, keepdim=True)
