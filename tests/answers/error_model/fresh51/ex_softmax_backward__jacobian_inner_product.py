# exercise: ex_softmax_backward
# mistake: Built the Jacobian as diag(P) − Pᵀ·P with the inner product P·P (a number per row) instead of the outer product P Pᵀ (an n×n matrix), so the off-diagonal terms are wrong; J = diag(P) − P.unsqueeze(-1) @ P.unsqueeze(-2).
import torch


def ex_softmax_backward(P, dP):
    # J_ij = P_i (delta_ij - P_j)
    J = torch.diag_embed(P) - P.unsqueeze(-2) @ P.unsqueeze(-1)
    dS = (dP.unsqueeze(-2) @ J).squeeze(-2)
    return dS
