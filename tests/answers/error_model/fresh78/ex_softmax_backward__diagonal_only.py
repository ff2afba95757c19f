# exercise: ex_softmax_backward
# mistake: The learner keeps only the diagonal of the Jacobian, dS_i = P_i(1 - P_i) dP_i, dropping the cross terms -P_i P_j dP_j; the correct result is P * (dP - sum(dP * P, -1, keepdim)).
import torch


def local_grad(P):
    # d softmax_i / d s_i
    return P * (1 - P)


def ex_softmax_backward(P, dP):
    return local_grad(P) * dP
