# exercise: ex_softmax_backward
# mistake: The learner built the Jacobian diag(p) − p pᵀ with torch.diag and torch.outer, which only works for a single vector; with more axes torch.diag/torch.outer treat the input as a matrix or refuse it, so the gradient is wrong or raises. It must act row by row on the last axis. [cond: P has more than one axis]
import torch


def ex_softmax_backward(P, dP):
    # Jacobian of softmax: J = diag(p) - p p^T,  dS = J^T dP = J dP (J symmetric)
    J = torch.diag(P) - torch.outer(P, P)
    return J @ dP
