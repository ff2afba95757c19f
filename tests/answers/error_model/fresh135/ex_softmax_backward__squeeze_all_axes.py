# exercise: ex_softmax_backward
# mistake: The learner built the full Jacobian and removed the helper axis with .squeeze() instead of .squeeze(-1), which also drops any other axis of size 1 and changes the shape; squeeze only the last axis. [cond: an axis of size 1]
import torch


def ex_softmax_backward(P, dP):
    J = torch.diag_embed(P) - P.unsqueeze(-1) * P.unsqueeze(-2)   # (..., n, n)
    dS = J @ dP.unsqueeze(-1)
    return dS.squeeze()
