# exercise: ex_softmax_backward
# mistake: Built the Jacobian diag(P) - P Pᵀ with P[..., None, :] @ P[..., :, None], which is the inner product Σ p² (shape (..., 1, 1)), not the outer product P[..., :, None] @ P[..., None, :] (shape (..., n, n)).
import torch


def ex_softmax_backward(P, dP):
    J = torch.diag_embed(P) - P[..., None, :] @ P[..., :, None]  # softmax Jacobian
    return (J @ dP[..., None]).squeeze(-1)
