# exercise: ex_softmax_backward
# mistake: The learner multiplies by the full Jacobian and then calls .squeeze() with no axis, which also removes every leading axis of size 1 (e.g. batch 1) and changes the shape; only the added last axis should be squeezed (squeeze(-1)). [cond: only when an axis of P has size 1]
import torch


def ex_softmax_backward(P, dP):
    # J[..., i, j] = P_i (delta_ij - P_j)
    J = torch.diag_embed(P) - P.unsqueeze(-1) * P.unsqueeze(-2)
    dS = J @ dP.unsqueeze(-1)
    return dS.squeeze()
