# exercise: ex_softmax_backward
# mistake: Reused the 1-D Jacobian diag(p) - p pᵀ with torch.diag/torch.outer, which only works for a single vector and fails for P with 2 or more axes; use dS = P ⊙ (dP - Σ_j P_j dP_j) along the last axis. [cond: 2 or more axes]
import torch


def ex_softmax_backward(P, dP):
    # Jacobian of the softmax: J = diag(p) - p p^T (symmetric)
    J = torch.diag(P) - torch.outer(P, P)
    return J @ dP
