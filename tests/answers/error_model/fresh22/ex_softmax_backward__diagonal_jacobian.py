# exercise: ex_softmax_backward
# mistake: Used only the diagonal of the softmax Jacobian, dS = P(1 - P) dP; the full rule is dS = P * (dP - sum(dP * P, -1, keepdim=True)).
import torch

def ex_softmax_backward(P, dP):
    # d softmax_i / d s_i = p_i (1 - p_i)
    return P * (1 - P) * dP
