# exercise: ex_softmax_backward
# mistake: Subtracts the plain sum Σ dP_j instead of the P-weighted sum Σ dP_j P_j.
import torch

def ex_softmax_backward(P, dP):
    he = dP.sum(dim=-1, keepdim=True)
    return P * (dP - he)
