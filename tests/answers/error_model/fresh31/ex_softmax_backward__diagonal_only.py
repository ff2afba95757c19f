# exercise: ex_softmax_backward
# mistake: The learner used only the diagonal of the softmax Jacobian, dS = P(1 - P)·dP, ignoring the off-diagonal terms -PᵢPⱼ; the right result is P ⊙ (dP - Σⱼ PⱼdPⱼ).

import torch


def ex_softmax_backward(P, dP):
    # d softmax_i / d s_i = p_i (1 - p_i)
    return P * (1 - P) * dP
