# exercise: ex_softmax_backward
# mistake: Only the diagonal of the Jacobian, P_i(1 - P_i), is used (dS = P(1-P)dP); the off-diagonal terms -P_i P_j are missing, i.e. dS = P ⊙ (dP - Σ_j dP_j P_j).
import torch


def ex_softmax_backward(P, dP):
    local_grad = P * (1 - P)     # d softmax / d s
    return local_grad * dP
