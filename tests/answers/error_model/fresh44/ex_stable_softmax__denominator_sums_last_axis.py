# exercise: ex_stable_softmax
# mistake: Subtracts the maximum along dim but sums the exponentials along the last axis (dim=-1), so the result is wrong whenever dim is not the last axis; the sum must be along dim. [cond: dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    e = torch.exp(x - x.amax(dim=dim, keepdim=True))
    return e / e.sum(-1, keepdim=True)
