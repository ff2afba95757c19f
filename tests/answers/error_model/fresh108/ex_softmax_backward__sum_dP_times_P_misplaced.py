# exercise: ex_softmax_backward
# mistake: Computes P * (dP - sum(dP) * P), multiplying the plain sum of dP by P_i, instead of P * (dP - sum_j dP_j P_j) where P_j weights dP inside the sum.
import torch


def ex_softmax_backward(P, dP):
    total = dP.sum(dim=-1, keepdim=True)
    return P * (dP - total * P)
