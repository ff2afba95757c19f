# exercise: ex_stable_softmax
# mistake: The learner subtracted the minimum along dim (to make every score non-negative) instead of the maximum, so exp still overflows for large spreads like 1e4; subtract x.amax(dim, keepdim=True).
import torch


def ex_stable_softmax(x, dim):
    m = torch.amin(x, dim=dim, keepdim=True)
    z = x - m
    e_z = torch.exp(z)
    return e_z / torch.sum(e_z, dim=dim, keepdim=True)
