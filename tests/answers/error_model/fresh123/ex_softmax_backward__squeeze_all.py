# exercise: ex_softmax_backward
# mistake: Multiplies by the full per-row Jacobian correctly but ends with .squeeze() instead of .squeeze(-1), which also drops any other axis of size 1 and changes the shape. [cond: some axis other than the last has size 1]
import torch


def ex_softmax_backward(P, dP):
    J = torch.diag_embed(P) - P.unsqueeze(-1) * P.unsqueeze(-2)   # (..., n, n)
    return (J @ dP.unsqueeze(-1)).squeeze()
