# exercise: ex_softmax_backward
# mistake: Built the batched Jacobian J = diag(P) − P Pᵀ of shape (..., n, n) and multiplied J @ dP, but with batch axes matmul treats dP as a matrix, not a batch of vectors (wrong shape, or raises); it must be (J @ dP.unsqueeze(-1)).squeeze(-1). [cond: P has 2 or more axes]
import torch


def ex_softmax_backward(P, dP):
    # Jacobian of softmax: dp_i/ds_j = p_i (delta_ij - p_j)
    J = torch.diag_embed(P) - P.unsqueeze(-1) @ P.unsqueeze(-2)
    # J is symmetric, so J^T dP = J dP
    return J @ dP
