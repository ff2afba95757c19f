# exercise: ex_softmax_backward
# mistake: Took the sum Σ_j dP_j P_j along dim=1 (the last axis of the 2-D examples it tried) instead of dim=-1, so inputs with other than two axes are reduced along the wrong axis. [cond: only when P has more or fewer than two axes]
import torch


def ex_softmax_backward(P, dP):
    P64, dP64 = P.double(), dP.double()
    inner = (P64 * dP64).sum(dim=1, keepdim=True)
    return (P64 * (dP64 - inner)).to(P.dtype)
