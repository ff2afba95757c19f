# exercise: ex_softmax_backward
# mistake: Subtracts the plain row sum of dP instead of the P-weighted sum sum_j dP_j P_j; dS = P * (dP - (dP * P).sum(-1, keepdim=True)).
import torch


def ex_softmax_backward(P, dP):
    dS = P * (dP - dP.sum(dim=-1, keepdim=True))
    return dS
