# exercise: ex_softmax_backward
# mistake: The learner sums Σ_j dP_j P_j without keepdim=True, so the (…,) sums broadcast along the last axis instead of per row (wrong values for square inputs, an error otherwise); keepdim=True is needed. [cond: more than 1 axis]
import torch


def ex_softmax_backward(P, dP):
    assert P.shape == dP.shape
    assert torch.is_floating_point(P) and torch.is_floating_point(dP)
    s = torch.sum(dP * P, dim=-1)
    dS = P * (dP - s)
    assert dS.shape == P.shape
    return dS
