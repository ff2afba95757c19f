# exercise: ex_softmax_backward
# mistake: Builds the Jacobian as diag(P) - P^T P with the inner product (a scalar, P.unsqueeze(-2) @ P.unsqueeze(-1)) instead of the outer product P P^T (P.unsqueeze(-1) @ P.unsqueeze(-2)).
import torch


def ex_softmax_backward(P, dP):
    # Jacobian J_ij = P_i (delta_ij - P_j) = diag(P) - P P^T
    diag = torch.diag_embed(P)
    pp = P.unsqueeze(-2) @ P.unsqueeze(-1)
    J = diag - pp
    # dS = J^T dP  (row vector form)
    dS = (dP.unsqueeze(-2) @ J).squeeze(-2)
    return dS
