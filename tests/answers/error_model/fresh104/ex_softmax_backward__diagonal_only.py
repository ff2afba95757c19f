# exercise: ex_softmax_backward
# mistake: Kept only the diagonal of the Jacobian, P_i (1 - P_i) dP_i, dropping the -P_i P_j dP_j terms for j != i.
import torch


def ex_softmax_backward(P, dP):
    # dP_i/dS_i = P_i (1 - P_i)
    return P * (1 - P) * dP
