# exercise: ex_softmax_backward
# mistake: The output is preallocated with torch.zeros(P.shape, device=P.device), which is float32, so float64 gradients are rounded to float32; the buffer needs P's dtype (zeros_like). [cond: float64 inputs]
import torch


def ex_softmax_backward(P, dP):
    dS = torch.zeros(P.shape, device=P.device)
    dot = (dP * P).sum(dim=-1, keepdim=True)
    for i in range(P.shape[-1]):
        dS[..., i] = P[..., i] * (dP[..., i] - dot[..., 0])
    return dS
