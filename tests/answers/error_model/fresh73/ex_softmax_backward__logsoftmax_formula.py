# exercise: ex_softmax_backward
# mistake: Used the backward formula of log_softmax, dS = dP − P·Σ_j dP_j, instead of the softmax one, dS = P ⊙ (dP − Σ_j dP_j P_j).
import torch


def ex_softmax_backward(P, dP):
    # work in log space: S -> log P is the stable route
    total = dP.sum(dim=-1, keepdim=True)
    return dP - P * total
