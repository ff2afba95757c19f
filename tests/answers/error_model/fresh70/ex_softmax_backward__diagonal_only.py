# exercise: ex_softmax_backward
# mistake: Uses only the diagonal of the softmax Jacobian, dS = P(1 − P)·dP, dropping the off-diagonal terms −P_i P_j; the right formula is P ⊙ (dP − Σ_j dP_j P_j).
import torch

def ex_softmax_backward(P, dP):
    # ∂P_i/∂S_i = P_i (1 - P_i)
    daoshu = P * (1 - P)
    return daoshu * dP
