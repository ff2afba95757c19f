# exercise: ex_softmax_backward
# mistake: The Jacobian diag(p) - p p^T is built with p @ p (a scalar dot product) instead of the outer product torch.outer(p, p).
import torch


def ex_softmax_backward(P, dP):
    n = P.shape[-1]
    Pf = P.reshape(-1, n)
    dPf = dP.reshape(-1, n)
    dS = torch.empty_like(Pf)
    for r in range(Pf.shape[0]):
        p = Pf[r]
        J = torch.diag(p) - p @ p          # (n, n) Jacobian of this row
        dS[r] = dPf[r] @ J
    return dS.reshape(P.shape)
