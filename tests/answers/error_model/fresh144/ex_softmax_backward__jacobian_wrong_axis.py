# exercise: ex_softmax_backward
# mistake: The full Jacobian is built by broadcasting, but it is multiplied by dP[..., None, :] and summed over the other axis, so each dP_j is paired with J's column sums (which are 0); dS_j = Σ_i J_ij dP_i needs dP[..., :, None] summed over i.
import torch


def ex_softmax_backward(P, dP):
    n = P.shape[-1]
    eye = torch.eye(n, dtype=P.dtype, device=P.device)
    J = P[..., :, None] * (eye - P[..., None, :])     # J[i, j] = P_i (delta_ij - P_j)
    return (J * dP[..., None, :]).sum(dim=-2)
