# exercise: ex_stable_softmax
# mistake: Subtracts x.max(dim, keepdim=True)[1], which is the index of the maximum, not its value; the shift must be the values ([0] or .values, or amax). [cond: only for large scores, where exp overflows]
import torch


def ex_stable_softmax(x, dim):
    mx = x.max(dim, keepdim=True)[1]
    z = x - mx
    ez = torch.exp(z)
    return ez / ez.sum(dim, keepdim=True)
