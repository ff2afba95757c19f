# exercise: ex_stable_softmax
# mistake: Divides by e.sum(dim=dim) without keepdim, so the row sums broadcast against the wrong axis (an outer-product division; a shape error for non-square inputs); the sum needs keepdim=True. [cond: dim is not axis 0 (inputs with more than one axis)]
import torch


def ex_stable_softmax(x, dim):
    m = torch.amax(x, dim=dim, keepdim=True)
    e = torch.exp(x - m)
    Z = e.sum(dim=dim)          # partition function, one per slice
    return e / Z
