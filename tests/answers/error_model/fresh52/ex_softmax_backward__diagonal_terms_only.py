# exercise: ex_softmax_backward
# mistake: Keeps only the diagonal of the Jacobian (dS_i = P_i(1 - P_i) dP_i), dropping the cross terms -P_i P_j dP_j for j != i; the correct gradient is P * (dP - Σ_j dP_j P_j).
import torch


def ex_softmax_backward(P, dP):
    # d softmax_i / d s_i = p_i (1 - p_i), like the sigmoid
    local_grad = P * (1 - P)
    return local_grad * dP
