# exercise: ex_softmax_backward
# mistake: Uses only the diagonal of the softmax Jacobian, dS = P(1 - P) dP, dropping the off-diagonal -PᵢPⱼ terms; dS = P * (dP - Σ dP·P).

import torch


def ex_softmax_backward(P, dP):
    # d softmax_i / d s_i = p_i (1 - p_i)
    return P * (1 - P) * dP
