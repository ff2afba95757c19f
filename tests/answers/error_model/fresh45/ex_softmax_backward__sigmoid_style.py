# exercise: ex_softmax_backward
# mistake: Uses only the diagonal of the softmax Jacobian, dS = dP * P * (1 - P) as for a sigmoid, dropping the cross terms -P_i P_j; the right result is P * (dP - sum(dP * P, -1, keepdim=True)).
import torch


def ex_softmax_backward(P, dP):
    # d softmax_i / d s_i = p_i (1 - p_i)
    local_grad = P * (1 - P)
    return dP * local_grad
