# exercise: ex_softmax_backward
# mistake: The learner kept only the diagonal of the softmax Jacobian, dS = dP ⊙ P(1 − P), dropping the −P_i P_j cross terms; dS = P ⊙ (dP − Σ_j dP_j P_j).
import torch


def _jac_diag(P):
    return P * (1 - P)


def ex_softmax_backward(P, dP):
    return dP * _jac_diag(P)
