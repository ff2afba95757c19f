# exercise: ex_softmax_backward
# mistake: The learner uses only the diagonal of the softmax Jacobian, dS = dP·P·(1 − P), dropping the off-diagonal terms −P_i P_j; the right formula is P ⊙ (dP − Σ_j dP_j P_j).
import torch


def ex_softmax_backward(P, dP):
    assert P.shape == dP.shape, "P and dP must have the same shape"
    P = P.contiguous()
    dP = dP.contiguous().to(P.dtype)
    # dP_i/dS_i = P_i (1 - P_i)
    local = P * (1 - P)
    return dP * local
