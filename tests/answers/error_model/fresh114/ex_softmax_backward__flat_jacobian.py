# exercise: ex_softmax_backward
# mistake: Builds one Jacobian diag(p) - p p^T over the flattened tensor, treating all entries as a single softmax; each slice along the last axis is its own softmax, so the sum must be taken along the last axis only. [cond: more than one row]
import torch


def ex_softmax_backward(P, dP):
    p = P.reshape(-1)
    g = dP.reshape(-1)
    J = torch.diag(p) - torch.outer(p, p)     # dP_i/dS_j = p_i(delta_ij - p_j)
    dS = J.T @ g
    return dS.reshape(P.shape)
