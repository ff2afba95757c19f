# exercise: ex_stable_softmax
# mistake: The learner divided by the running total (cumsum along dim) instead of the slice's total, so each entry is divided by the sum of the entries up to it and the slices no longer sum to 1.
import torch


def ex_stable_softmax(x, dim):
    m = x.amax(dim=dim, keepdim=True)
    e = torch.exp(x - m)
    running_total = torch.cumsum(e, dim=dim)
    return e / running_total
