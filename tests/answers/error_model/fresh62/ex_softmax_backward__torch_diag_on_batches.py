# exercise: ex_softmax_backward
# mistake: The Jacobian diag(P) - P Pᵀ is built with torch.diag(P), which only builds a diagonal matrix for a 1-D P (for a matrix it extracts the diagonal, for 3+ axes it fails); it needs torch.diag_embed(P), or the formula without the Jacobian. [cond: P with more than one axis]
import torch


def ex_softmax_backward(P, dP):
    # full Jacobian, J[i, j] = P_i (delta_ij - P_j) = diag(P) - P P^T
    J = torch.diag(P) - P.unsqueeze(-1) * P.unsqueeze(-2)
    print("J shape:", J.shape)
    # chain rule: dS_j = sum_i dP_i J[i, j]
    dS = (dP.unsqueeze(-2) @ J).squeeze(-2)
    return dS
