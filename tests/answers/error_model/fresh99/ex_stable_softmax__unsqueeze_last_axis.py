# exercise: ex_stable_softmax
# mistake: The max and the sum are taken without keepdim and re-expanded with unsqueeze(-1), which puts them back on the last axis; for dim other than the last axis they broadcast against the wrong entries (use keepdim=True or unsqueeze(dim)). [cond: dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    m = x.amax(dim=dim)
    e = torch.exp(x - m.unsqueeze(-1))
    s = e.sum(dim=dim)
    return e / s.unsqueeze(-1)
