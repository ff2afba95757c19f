# exercise: ex_softmax_backward
# mistake: The learner multiplies the full Jacobian diag_embed(P) − P Pᵀ by dP as a column and then calls squeeze() with no axis, which also removes every other size-1 axis (e.g. a batch of 1), so the shape is wrong; use squeeze(-1). [cond: P has an axis of size 1 besides the last]
import torch


def ex_softmax_backward(P, dP):
    # Jacobian J_ij = P_i (delta_ij - P_j), one per row
    J = torch.diag_embed(P) - P.unsqueeze(-1) * P.unsqueeze(-2)
    dS = J @ dP.unsqueeze(-1)
    return dS.squeeze()
