# exercise: ex_softmax_backward
# mistake: Wrote the per-row Jacobian diag(p) - p pᵀ and vmapped it once over the first axis, which only handles 2-D inputs; with more axes torch.diag gets a matrix and the result is wrong or fails. [cond: inputs with more than 2 axes]
import torch
from torch.func import vmap


def _row(p, dp):
    J = torch.diag(p) - torch.outer(p, p)
    return J @ dp


def ex_softmax_backward(P, dP):
    return vmap(_row)(P, dP)
