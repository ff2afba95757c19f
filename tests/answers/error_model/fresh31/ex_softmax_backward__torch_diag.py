# exercise: ex_softmax_backward
# mistake: The learner built the Jacobian with torch.diag(P), which for a 2-D P extracts its diagonal instead of building a diagonal matrix per row; use torch.diag_embed(P) (or the closed form P ⊙ (dP - Σ P dP)). [cond: P has more than one axis]

import torch


def ex_softmax_backward(P, dP):
    # J = diag(p) - p p^T, dS = J^T dP  (J symmetric)
    J = torch.diag(P) - P.unsqueeze(-1) * P.unsqueeze(-2)
    return torch.einsum("...ij,...j->...i", J, dP)
