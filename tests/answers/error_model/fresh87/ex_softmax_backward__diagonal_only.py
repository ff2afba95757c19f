# exercise: ex_softmax_backward
# mistake: The learner keeps only the diagonal of the Jacobian, dS = dP · P · (1 − P), as for a sigmoid; the off-diagonal terms −P_i P_j give dS = P ⊙ (dP − Σ_j dP_j P_j).
import torch


def ex_softmax_backward(P, dP):
    local = P * (1 - P)   # dP_i / dS_i
    return dP * local
