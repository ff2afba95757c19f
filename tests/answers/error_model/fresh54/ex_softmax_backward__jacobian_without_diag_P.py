# exercise: ex_softmax_backward
# mistake: The learner's Jacobian uses the identity δ_ij instead of P_i δ_ij on the diagonal (J = I − P Pᵀ), giving dP − P(P·dP); the Jacobian is diag(P) − P Pᵀ, so dS = P ⊙ (dP − Σ dP_j P_j).
import torch


def ex_softmax_backward(P, dP):
    n = P.shape[-1]
    eye = torch.eye(n, dtype=P.dtype, device=P.device)
    J = eye - torch.einsum("...i,...j->...ij", P, P)
    return torch.einsum("...ij,...j->...i", J, dP)
