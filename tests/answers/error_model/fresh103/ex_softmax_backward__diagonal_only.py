# exercise: ex_softmax_backward
# mistake: The learner keeps only the diagonal of the Jacobian, dS = P(1 − P)·dP; the off-diagonal terms −P_i P_j must be included: dS = P ⊙ (dP − Σ_j dP_j P_j).
import torch


def ex_softmax_backward(P, dP):
    # d softmax_i / d s_i = p_i (1 - p_i)
    local = P * (1 - P)
    return local * dP
