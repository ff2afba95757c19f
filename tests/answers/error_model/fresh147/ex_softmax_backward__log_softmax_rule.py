# exercise: ex_softmax_backward
# mistake: Used the backward rule of log_softmax, dS = dP − P · Σ dP; for the softmax itself it is dS = P ⊙ (dP − Σ_j dP_j P_j).
import torch


def ex_softmax_backward(P, dP):
    return dP - P * dP.sum(dim=-1, keepdim=True)
