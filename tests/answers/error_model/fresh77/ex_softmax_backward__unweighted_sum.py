# exercise: ex_softmax_backward
# mistake: The inner loop accumulates dP_j alone instead of dP_j·P_j, so dS = P ⊙ (dP − Σ_j dP_j); the correction term is Σ_j dP_j P_j.
import torch


def ex_softmax_backward(P, dP):
    n = P.shape[-1]
    acc = torch.zeros(P.shape[:-1] + (1,), dtype=P.dtype, device=P.device)
    for j in range(n):
        acc += dP[..., j:j + 1]
    return P * (dP - acc)
