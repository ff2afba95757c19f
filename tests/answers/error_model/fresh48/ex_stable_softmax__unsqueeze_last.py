# exercise: ex_stable_softmax
# mistake: Takes the max without keepdim and puts the axis back with unsqueeze(-1), so for any dim but the last the maxima broadcast along the wrong axis; use keepdim=True (or unsqueeze(dim)). [cond: dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    mx = torch.amax(x, dim=dim).unsqueeze(-1)
    ex = torch.exp(x - mx)
    return ex / ex.sum(dim=dim, keepdim=True)
