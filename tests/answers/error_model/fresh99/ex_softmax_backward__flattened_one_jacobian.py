# exercise: ex_softmax_backward
# mistake: The learner flattened P and dP to 1-D and built a single Jacobian diag(P) − P Pᵀ over all entries, coupling entries of different rows; the Jacobian is per row (last axis), dS = P ⊙ (dP − Σ_j dP_j P_j) row by row. [cond: more than one row]
import torch


def ex_softmax_backward(P, dP):
    p = P.reshape(-1)
    dp = dP.reshape(-1)
    J = torch.diag(p) - torch.outer(p, p)     # J_ij = p_i (delta_ij - p_j)
    ds = J.T @ dp
    return ds.reshape(P.shape)
