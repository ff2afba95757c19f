# exercise: ex_softmax_backward
# mistake: The Jacobian is built as δ_ij − P_i P_j, leaving out the factor P_i on the δ term; ∂P_i/∂S_j = P_i δ_ij − P_i P_j (diag_embed(P), not the identity).
import torch

def ex_softmax_backward(P, dP):
    n = P.shape[-1]
    eye = torch.eye(n, dtype=P.dtype, device=P.device)
    J = eye - torch.einsum('...i,...j->...ij', P, P)   # J_ij = dP_i/dS_j
    return torch.einsum('...ij,...i->...j', J, dP)
