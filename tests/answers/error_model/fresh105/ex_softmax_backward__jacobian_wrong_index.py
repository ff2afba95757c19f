# exercise: ex_softmax_backward
# mistake: The learner built the Jacobian as P_i(δ_ij − P_i) (the second factor uses P_i instead of P_j), which yields P ⊙ (dP − P·Σ_j dP_j); the Jacobian is P_i(δ_ij − P_j), giving P ⊙ (dP − Σ_j dP_j P_j).
import torch


def ex_softmax_backward(P, dP):
    n = P.shape[-1]
    eye = torch.eye(n, dtype=P.dtype, device=P.device)
    # J[..., i, j] = dP_i / dS_j
    J = P.unsqueeze(-1) * (eye - P.unsqueeze(-1))
    return (J * dP.unsqueeze(-1)).sum(dim=-2)
