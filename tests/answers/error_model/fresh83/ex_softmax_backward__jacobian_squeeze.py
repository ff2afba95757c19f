# exercise: ex_softmax_backward
# mistake: Builds the full Jacobian and ends with .squeeze(), which also removes any other axis of size 1, so the result has the wrong shape for such inputs; only the added last axis should be squeezed (squeeze(-1)). [cond: an input axis of size 1]
import torch


def ex_softmax_backward(P, dP):
    J = torch.diag_embed(P) - P.unsqueeze(-1) * P.unsqueeze(-2)   # (..., n, n)
    return (J @ dP.unsqueeze(-1)).squeeze()
