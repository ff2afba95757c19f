# exercise: ex_softmax_backward
# mistake: The learner keeps only the diagonal of the softmax Jacobian, dS = dP·P·(1 − P), and drops the cross terms −P_i P_j; the right formula is P ⊙ (dP − Σ_j dP_j P_j).
import torch


def ex_softmax_backward(P, dP):
    # dP_i/dS_i = P_i (1 - P_i)
    local = P * (1 - P)
    return dP * local
