# exercise: ex_softmax_backward
# mistake: Builds the Jacobian as diag(P) + P Pᵀ instead of diag(P) − P Pᵀ (sign slip), so the cross terms have the wrong sign.
import torch


def ex_softmax_backward(P, dP):
    # J[..., i, j] = dP_i / dS_j
    J = torch.diag_embed(P) + P.unsqueeze(-1) * P.unsqueeze(-2)
    dS = (dP.unsqueeze(-2) @ J).squeeze(-2)
    return dS
