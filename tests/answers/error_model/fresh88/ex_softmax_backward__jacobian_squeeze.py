# exercise: ex_softmax_backward
# mistake: Builds the full Jacobian and then uses .squeeze() with no axis to drop the extra matmul axis, which also removes any batch axis of size 1, so the result has the wrong shape; squeeze only the last axis (squeeze(-1)). [cond: some axis of P has size 1]
import torch


def softmax_jacobian(P):
    # J[..., i, j] = P_i (delta_ij - P_j)
    return torch.diag_embed(P) - P.unsqueeze(-1) * P.unsqueeze(-2)


def ex_softmax_backward(P, dP):
    J = softmax_jacobian(P)
    dS = J @ dP.unsqueeze(-1)
    return dS.squeeze()
