# exercise: ex_softmax_backward
# mistake: Builds the Jacobian with torch.diag(P), which for a batched P extracts a diagonal instead of building diagonal matrices, so it only works for a 1-D P (wrong or failing with more axes); it needs torch.diag_embed(P) (or the closed form). [cond: P with more than one axis]
import torch


def ex_softmax_backward(P, dP):
    # Jacobian J_ij = P_i (delta_ij - P_j)
    J = torch.diag(P) - P.unsqueeze(-1) * P.unsqueeze(-2)
    dS = (J @ dP.unsqueeze(-1)).squeeze(-1)
    return dS
