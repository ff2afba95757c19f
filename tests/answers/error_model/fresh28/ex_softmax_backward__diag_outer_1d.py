# exercise: ex_softmax_backward
# mistake: Transcribed the Jacobian diag(p) − p pᵀ with torch.diag and torch.outer, which only do that for a 1-D P (torch.diag of a matrix extracts its diagonal, torch.outer rejects it); build it per row along the last axis. [cond: P with more than 1 axis]
import torch


def ex_softmax_backward(P, dP):
    J = torch.diag(P) - torch.outer(P, P)   # dP_i / dS_j
    return J @ dP
