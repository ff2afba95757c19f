# exercise: ex_softmax_backward
# mistake: Built the Jacobian diag(P) − P Pᵀ with torch.diag, which makes a matrix only from a 1-D P (for a 2-D P it extracts the diagonal, for more axes it raises); use torch.diag_embed for batched P. [cond: P with 2 or more axes]
import torch


def ex_softmax_backward(P, dP):
    # full softmax Jacobian J_ij = P_i (δ_ij − P_j), then dS = J dP (J is symmetric)
    J = torch.diag(P) - P.unsqueeze(-1) * P.unsqueeze(-2)
    return (J @ dP.unsqueeze(-1)).squeeze(-1)
