# exercise: ex_stable_softmax
# mistake: divides by e.sum(dim=dim) without keepdim=True, so the sums broadcast along the wrong axis (for a square input each column is divided by a row's sum) or the shapes fail; the sum needs keepdim=True.
import torch


def ex_stable_softmax(x, dim):
    shifted = x - x.max(dim=dim, keepdim=True).values
    e = torch.exp(shifted)
    return e / e.sum(dim=dim)
