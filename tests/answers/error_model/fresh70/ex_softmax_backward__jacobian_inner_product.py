# exercise: ex_softmax_backward
# mistake: Builds the Jacobian as diag(P) − Pᵀ·P with the inner product P.unsqueeze(-2) @ P.unsqueeze(-1) (a scalar) instead of the outer product P.unsqueeze(-1) @ P.unsqueeze(-2).
import torch

def ex_softmax_backward(P, dP):
    # 雅可比矩阵 J = diag(P) - P P^T
    J = torch.diag_embed(P) - P.unsqueeze(-2) @ P.unsqueeze(-1)
    dS = (J @ dP.unsqueeze(-1)).squeeze(-1)
    return dS
