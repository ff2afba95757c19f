# exercise: ex_softmax_backward
# mistake: Built the full Jacobian and called .squeeze() with no axis, which also removes any other axis of size 1 (e.g. a batch of 1), so the result loses axes; squeeze only the added last axis (squeeze(-1)). [cond: when some axis of P has size 1]
import torch


def ex_softmax_backward(P, dP):
    J = torch.diag_embed(P) - P.unsqueeze(-1) * P.unsqueeze(-2)   # (..., n, n)
    dS = J @ dP[..., None]
    return dS.squeeze()
