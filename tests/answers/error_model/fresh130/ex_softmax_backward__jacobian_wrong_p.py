# exercise: ex_softmax_backward
# mistake: The learner built the Jacobian as P_i(δ_ij − P_i) instead of P_i(δ_ij − P_j), so the off-diagonal entries use the wrong probability; the correct Jacobian is diag(P) − P Pᵀ.
import torch


def ex_softmax_backward(P, dP):
    n = P.shape[-1]
    delta = torch.eye(n, dtype=P.dtype, device=P.device)
    P_i = P.unsqueeze(-1)                 # (..., n, 1)
    J = P_i * (delta - P_i)               # J[..., i, j] = dP_i / dS_j
    # dS_j = sum_i dP_i * J_ij
    dS = (dP.unsqueeze(-1) * J).sum(dim=-2)
    return dS
