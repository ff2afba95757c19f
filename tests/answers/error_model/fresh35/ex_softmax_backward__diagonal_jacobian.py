# exercise: ex_softmax_backward
# mistake: Used only the diagonal of the softmax Jacobian, dS = P(1 - P)·dP, ignoring the -P_i P_j terms; dS = P ⊙ (dP - Σ_j P_j dP_j).
import torch


def ex_softmax_backward(P, dP):
    # d softmax / dS = p * (1 - p)
    return dP * P * (1 - P)
