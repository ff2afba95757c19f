# exercise: ex_softmax_backward
# mistake: Built the Jacobian with torch.diag(P), which embeds a vector as a diagonal matrix only for 1-D P and extracts the diagonal for 2-D P; batched Jacobians need torch.diag_embed(P). [cond: P with more than one axis]
import torch


def ex_softmax_backward(P, dP):
    # J_ij = P_i (delta_ij - P_j) = diag(P) - P P^T
    J = torch.diag(P) - P.unsqueeze(-1) * P.unsqueeze(-2)
    # dS = J^T dP, column vectors
    dS = (J.transpose(-1, -2) @ dP.unsqueeze(-1)).squeeze(-1)
    return dS
