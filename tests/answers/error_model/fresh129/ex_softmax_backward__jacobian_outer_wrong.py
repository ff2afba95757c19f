# exercise: ex_softmax_backward
# mistake: The learner builds the full Jacobian but writes the outer product as P.unsqueeze(-2) * P.unsqueeze(-2), which gives P_j^2 in every row instead of P_i P_j; it must be P.unsqueeze(-1) * P.unsqueeze(-2).
import torch

def ex_softmax_backward(P, dP):
    # J[..., i, j] = dP_i / dS_j = P_i (delta_ij - P_j)      shape (..., T, T)
    J = torch.diag_embed(P) - P.unsqueeze(-2) * P.unsqueeze(-2)
    # dS_j = sum_i dP_i J_ij
    dS = (dP.unsqueeze(-2) @ J).squeeze(-2)      # (..., 1, T) @ (..., T, T) -> (..., T)
    return dS
