# exercise: ex_softmax_backward
# mistake: After the Jacobian product the learner calls .squeeze() with no axis, which also removes every other axis of size 1 (e.g. a batch of 1), so the result's shape differs from P's; it should be .squeeze(-1). [cond: P has an axis of size 1]
import torch


def ex_softmax_backward(P, dP):
    # J = diag(p) - p p^T for every row
    J = torch.diag_embed(P) - P.unsqueeze(-1) * P.unsqueeze(-2)   # (..., n, n)
    dS = J @ dP.unsqueeze(-1)                                       # (..., n, 1)
    return dS.squeeze()
