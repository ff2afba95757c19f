# exercise: ex_softmax_backward
# mistake: The learner wrote the Jacobian as P P^T - diag(P) (the sign flipped), returning P * (sum(P * dP) - dP), the negative of the gradient; it is P * (dP - sum(P * dP, -1, keepdim=True)).
import torch


def ex_softmax_backward(P, dP):
    # J = p p^T - diag(p)  ;  dS = J dP   (J symmetric)
    J = P.unsqueeze(-1) * P.unsqueeze(-2) - torch.diag_embed(P)
    return torch.einsum("...ij,...j->...i", J, dP)
