# exercise: ex_softmax_backward
# mistake: After the Jacobian product it calls .squeeze() with no axis, which also drops every other axis of size 1 (e.g. a batch of one), so the result's shape differs from P's; only the added axis (-1) should be squeezed. [cond: P has an axis of size 1]
import torch


def ex_softmax_backward(P, dP):
    # J_ij = P_i (delta_ij - P_j)
    J = torch.diag_embed(P) - P.unsqueeze(-1) @ P.unsqueeze(-2)
    dS = J @ dP.unsqueeze(-1)
    return dS.squeeze()
