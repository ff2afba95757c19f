# exercise: ex_softmax_backward
# mistake: Building the Jacobian diag(P) − P Pᵀ, the learner writes P.unsqueeze(-2) @ P.unsqueeze(-1), a scalar inner product, instead of the outer product P.unsqueeze(-1) @ P.unsqueeze(-2).
import torch

def ex_softmax_backward(P, dP):
    J = torch.diag_embed(P) - P.unsqueeze(-2) @ P.unsqueeze(-1)   # (..., n, n)
    dS = (dP.unsqueeze(-2) @ J).squeeze(-2)
    return dS
