# exercise: ex_stable_softmax
# mistake: The max is taken along dim without keepdim and then patched back with .unsqueeze(-1), so for dim other than the last axis it is broadcast along the wrong axis (wrong values on square inputs, a shape error otherwise); it should be x.amax(dim, keepdim=True). [cond: dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    m = x.max(dim=dim).values
    m = m.unsqueeze(-1)   # fix "size of tensor a must match" error
    e = torch.exp(x - m)
    return e / e.sum(dim=dim, keepdim=True)
