# exercise: ex_softmax_backward
# mistake: Built the Jacobian with torch.diag(P) - outer(P, P), which is only right for a 1-D P: for a 2-D P torch.diag returns the diagonal vector and for more axes it raises; the Jacobian-vector product must be taken per row along the last axis. [cond: only when P has more than one axis]
import torch


def ex_softmax_backward(P, dP):
    J = torch.diag(P) - P.unsqueeze(-1) * P.unsqueeze(-2)   # dP_i/dS_j
    return (J @ dP.unsqueeze(-1)).squeeze(-1)
