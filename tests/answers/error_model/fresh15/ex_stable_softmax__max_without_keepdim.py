# exercise: ex_stable_softmax
# mistake: Subtracts x.max(dim).values without keepdim=True, so the maxima broadcast along the last axis instead of along dim: wrong values for square inputs with dim=-1 (each column gets another row's max) and an error for non-square ones.
import torch


def ex_stable_softmax(x, dim):
    m = torch.max(x, dim=dim).values
    e = torch.exp(x - m)
    return e / torch.sum(e, dim=dim, keepdim=True)
