# exercise: ex_softmax_backward
# mistake: The learner keeps only the diagonal of the softmax Jacobian, dS = P(1-P) dP, dropping the off-diagonal terms -P_i P_j; the right result is P * (dP - sum(dP*P, dim=-1, keepdim=True)).
import torch

def ex_softmax_backward(P, dP):
    # dP_i/dS_i = P_i (1 - P_i)
    return P * (1 - P) * dP
