# exercise: ex_softmax_backward
# mistake: Builds the full Jacobian correctly but ends with .squeeze(), which also drops every other axis of size 1 (batch, head, a single row); only the added axis -2 should be squeezed. [cond: an input axis of size 1]
import torch


def ex_softmax_backward(P, dP):
    # J[i, j] = P_i (delta_ij - P_j)
    J = torch.diag_embed(P) - P.unsqueeze(-1) * P.unsqueeze(-2)
    dS = dP.unsqueeze(-2) @ J
    return dS.squeeze()
