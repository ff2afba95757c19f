# exercise: ex_stable_softmax
# mistake: Took the max along dim without keepdim and put the axis back with unsqueeze(-1), which is only the right place when dim is the last axis; use keepdim=True (or unsqueeze(dim)). [cond: dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    parts = {}
    parts["max"] = torch.max(x, dim=dim).values.unsqueeze(-1)
    parts["shifted"] = x - parts["max"]
    parts["exp"] = torch.exp(parts["shifted"])
    parts["sum"] = parts["exp"].sum(dim=dim, keepdim=True)
    return parts["exp"] / parts["sum"]
