# exercise: ex_softmax_backward
# mistake: Subtracts the row sums from dP in place (dP -= ...), overwriting the caller's gradient tensor; the subtraction must be done out of place.
import torch


def ex_softmax_backward(P, dP):
    s = torch.einsum("...j,...j->...", dP, P)[..., None]
    dP -= s
    return P * dP
