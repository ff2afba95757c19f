# exercise: ex_softmax_backward
# mistake: Returned P * dP, only the diagonal of the softmax Jacobian, dropping the term every output shares through the normaliser; dS = P * (dP − (P * dP).sum(-1, keepdim=True)).
import torch


def ex_softmax_backward(P, dP):
    # d softmax_i / d s_i = p_i (1 - p_i) ~ chain rule elementwise
    return P * dP
