# exercise: ex_softmax_backward
# mistake: Built the Jacobian diag(P) − P Pᵀ with torch.diag and torch.outer, which only works for a single vector; batched P needs the row-wise formula. [cond: P has more than one axis]

import torch


def ex_softmax_backward(P, dP):
    J = torch.diag(P) - torch.outer(P, P)   # dP_i / dS_j
    return J @ dP
