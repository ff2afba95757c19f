# exercise: ex_softmax_backward
# mistake: Built the Jacobian with torch.diag(P) - torch.outer(P, P), which only works for a single 1-D vector; for P with more axes (a matrix of rows, batches) diag/outer do something else or fail. Use the row-wise formula P * (dP - (dP * P).sum(-1, keepdim=True)). [cond: P with more than one axis]
import torch


def ex_softmax_backward(P, dP):
    # Jacobian of softmax: J_ij = P_i (delta_ij - P_j)
    J = torch.diag(P) - torch.outer(P, P)
    dS = J @ dP
    return dS
