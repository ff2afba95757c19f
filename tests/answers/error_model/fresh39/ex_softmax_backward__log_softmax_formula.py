# exercise: ex_softmax_backward
# mistake: Uses the backward formula of log-softmax, dS = dP - P·Σ_j dP_j, instead of the softmax one, dS = P ⊙ (dP - Σ_j dP_j P_j).
import torch


def ex_softmax_backward(P, dP):
    # Jacobian-vector product, summed over the keys
    total = dP.sum(dim=-1, keepdim=True)
    return dP - P * total
