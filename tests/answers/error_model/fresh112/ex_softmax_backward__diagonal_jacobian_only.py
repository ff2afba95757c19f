# exercise: ex_softmax_backward
# mistake: Uses only the diagonal of the softmax Jacobian, P * (1 - P) * dP, dropping the cross terms -P_i P_j; dS = P * (dP - sum_j dP_j P_j).
import torch


def ex_softmax_backward(P, dP):
    # derivative of softmax: p(1-p)
    local_grad = P * (1 - P)
    return local_grad * dP
