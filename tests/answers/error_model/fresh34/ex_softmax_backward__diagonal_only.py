# exercise: ex_softmax_backward
# mistake: The learner used only the diagonal of the softmax Jacobian, dS = P (1 - P) dP, ignoring the cross terms -P_i P_j; the right result is P * (dP - sum(P * dP, -1)).

import torch

def ex_softmax_backward(P, dP):
    # d softmax / dS = p (1 - p)
    return P * (1 - P) * dP
