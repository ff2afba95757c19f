# exercise: ex_softmax_backward
# mistake: Loops over P.shape[0] building the Jacobian diag(p) - p pᵀ for each row, which is right for 2-D inputs only; with more axes each P[i] is a matrix and the outer product is wrong. [cond: P has more than 2 axes]

import torch


def ex_softmax_backward(P, dP):
    dS = torch.empty_like(P)
    for i in range(P.shape[0]):
        p = P[i]
        J = torch.diag_embed(p) - p.unsqueeze(-1) * p.unsqueeze(-2)   # Jacobian of softmax
        dS[i] = J @ dP[i]
    return dS


# my check
_S = torch.randn(4, 5, dtype=torch.float64, requires_grad=True)
_P = torch.softmax(_S, dim=-1)
_dP = torch.randn(4, 5, dtype=torch.float64)
_P.backward(_dP)
assert torch.allclose(ex_softmax_backward(_P.detach(), _dP), _S.grad)
