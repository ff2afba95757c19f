# exercise: ex_softmax_backward
# mistake: The running sum Σ_j dP_j P_j is initialised once, outside the loop over i, so it keeps growing from one i to the next; it must be the same full sum for every i (computed once, or reset for each i).
import torch


def ex_softmax_backward(P, dP):
    n = P.shape[-1]
    dS = torch.zeros_like(P)
    total = torch.zeros_like(P[..., 0])
    for i in range(n):
        for j in range(n):
            total += dP[..., j] * P[..., j]
        dS[..., i] = P[..., i] * (dP[..., i] - total)
    return dS
