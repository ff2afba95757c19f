# exercise: ex_stable_softmax
# mistake: The max is taken without keepdim and put back with unsqueeze(-1), which is only right when dim is the last axis; for another dim it broadcasts against the wrong axis (wrong values or a shape error). Use amax(dim=dim, keepdim=True). [cond: dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    mx = x.max(dim=dim).values.unsqueeze(-1)
    z = torch.exp(x - mx)
    return z / z.sum(dim=dim, keepdim=True)
