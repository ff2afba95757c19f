# exercise: ex_softmax_backward
# mistake: Built the Jacobian with P.unsqueeze(-1) * P.unsqueeze(-1), which is P_i² broadcast, not the outer product P_i P_j; the second factor needs unsqueeze(-2).
import torch


def ex_softmax_backward(P, dP):
    # J[..., i, j] = P_i (delta_ij - P_j)
    J = torch.diag_embed(P) - P.unsqueeze(-1) * P.unsqueeze(-1)
    return (J @ dP.unsqueeze(-1)).squeeze(-1)
