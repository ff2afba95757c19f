# exercise: ex_softmax_backward
# mistake: Uses only the diagonal of the softmax Jacobian, dS = P * (1 - P) * dP, leaving out the off-diagonal terms -P_i P_j; the right result is P * (dP - sum_j dP_j P_j).
import torch


def ex_softmax_backward(P, dP):
    # dP_i/dS_i = P_i (1 - P_i)
    local = P * (1 - P)
    return local * dP
