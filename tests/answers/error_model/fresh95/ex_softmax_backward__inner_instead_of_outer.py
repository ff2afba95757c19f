# exercise: ex_softmax_backward
# mistake: Building the Jacobian diag(P) - P Pᵀ, the learner multiplied P as a row times a column (P.unsqueeze(-2) @ P.unsqueeze(-1), a 1x1 inner product) instead of a column times a row (the n x n outer product), so the Jacobian is diag(P) - (P·P).
import torch


def ex_softmax_backward(P, dP):
    n = P.shape[-1]
    diag = torch.diag_embed(P)                               # (..., n, n)
    pp = P.unsqueeze(-2) @ P.unsqueeze(-1)                   # P_i P_j table
    jac = diag - pp
    dS = (jac @ dP.unsqueeze(-1)).squeeze(-1)
    return dS
