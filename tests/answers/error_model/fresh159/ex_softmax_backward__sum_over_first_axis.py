# exercise: ex_softmax_backward
# mistake: The sum Σ_j dP_j P_j is taken over dim=0 instead of the last axis (the softmax axis).
import torch

def ex_softmax_backward(P, dP):
    inner = (dP * P).sum(dim=0, keepdim=True)
    return P * (dP - inner)
