# exercise: ex_softmax_backward
# mistake: The learner used only the diagonal of the softmax Jacobian, dS = P·(1 − P)·dP, dropping the cross terms −PᵢPⱼ; the right gradient is dS = P·(dP − Σⱼ Pⱼ dPⱼ).
import torch


def ex_softmax_backward(P, dP):
    # d softmax_i / d s_i = p_i (1 - p_i)
    return P * (1 - P) * dP
