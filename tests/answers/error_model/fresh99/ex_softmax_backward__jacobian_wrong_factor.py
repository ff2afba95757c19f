# exercise: ex_softmax_backward
# mistake: In the explicit Jacobian the learner multiplied by P_j instead of P_i (J_ij = P_j(δ_ij − P_j)), which is not the softmax Jacobian; J_ij = P_i(δ_ij − P_j).
import torch


def ex_softmax_backward(P, dP):
    n = P.shape[-1]
    delta = torch.eye(n, dtype=P.dtype, device=P.device)
    P_i = P[..., :, None]
    P_j = P[..., None, :]
    J = P_j * (delta - P_j)            # J[..., i, j] = dP_i / dS_j
    dS = (dP[..., :, None] * J).sum(dim=-2)   # dS_j = sum_i dP_i J_ij
    return dS
