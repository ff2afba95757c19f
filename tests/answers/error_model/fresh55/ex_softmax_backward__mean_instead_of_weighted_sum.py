# exercise: ex_softmax_backward
# mistake: The learner subtracts the plain mean of dP along the last axis instead of the P-weighted sum Σ_j dP_j P_j.
import torch


def ex_softmax_backward(P, dP):
    if P.shape != dP.shape:
        dP = dP.expand_as(P)
    centered = dP - dP.mean(dim=-1, keepdim=True)
    return P * centered
