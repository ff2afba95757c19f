# exercise: ex_softmax_backward
# mistake: Wrote the chain rule with P_i instead of P_j in the bracket, dS_i = sum_j dP_j P_i (delta_ij - P_i) = P_i (dP_i - P_i sum_j dP_j); it must be sum_j dP_j P_j (delta_ij - P_i) = P_i (dP_i - sum_j dP_j P_j).
import torch


def ex_softmax_backward(P, dP):
    n = P.shape[-1]
    dS = torch.zeros_like(P)
    # dS_i = sum_j dP_j * dP_j/dS_i ,  dP_j/dS_i = P_i (delta_ij - P_i)
    for i in range(n):
        acc = torch.zeros_like(P[..., i])
        for j in range(n):
            delta = 1.0 if i == j else 0.0
            acc = acc + dP[..., j] * P[..., i] * (delta - P[..., i])
        dS[..., i] = acc
    return dS
