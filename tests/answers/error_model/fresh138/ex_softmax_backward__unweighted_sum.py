# exercise: ex_softmax_backward
# mistake: The learner subtracted the plain sum of dP along the last axis instead of the P-weighted sum Σ_j dP_j P_j.
import torch

def ex_softmax_backward(P, dP):
    s = dP.sum(dim=-1, keepdim=True)
    return P * (dP - s)
