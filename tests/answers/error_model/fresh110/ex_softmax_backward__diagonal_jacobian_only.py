# exercise: ex_softmax_backward
# mistake: The learner kept only the diagonal of the softmax Jacobian (∂P_i/∂S_i = P_i(1 − P_i), the "self-transition" term) and dropped the off-diagonal −P_i P_j terms; dS = P ⊙ (dP − Σ_j dP_j P_j).
import torch


def ex_softmax_backward(P, dP):
    # d P_i / d S_i = P_i (1 - P_i)
    return P * (1 - P) * dP
