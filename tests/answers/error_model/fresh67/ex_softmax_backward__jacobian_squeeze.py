# exercise: ex_softmax_backward
# mistake: The learner squeezed the (..., n, 1) Jacobian product with .squeeze() instead of .squeeze(-1), which also removes any other size-1 axis, so the result has the wrong shape for inputs with a size-1 axis. [cond: only when an axis of P has size 1, e.g. batch 1 or n = 1]
import torch


def ex_softmax_backward(P, dP):
    J = torch.diag_embed(P) - P.unsqueeze(-1) * P.unsqueeze(-2)
    dS = (J @ dP.unsqueeze(-1)).squeeze()
    return dS
