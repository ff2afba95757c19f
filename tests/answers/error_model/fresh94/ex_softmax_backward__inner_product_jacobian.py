# exercise: ex_softmax_backward
# mistake: Builds the Jacobian as diag(P) - P^T P with P.unsqueeze(-2) @ P.unsqueeze(-1), an inner product (a scalar per row) instead of the outer product P.unsqueeze(-1) @ P.unsqueeze(-2).
import torch


def ex_softmax_backward(P, dP):
    # J = diag(p) - p p^T
    J = torch.diag_embed(P) - P.unsqueeze(-2) @ P.unsqueeze(-1)
    dS = (J @ dP.unsqueeze(-1)).squeeze(-1)
    return dS
