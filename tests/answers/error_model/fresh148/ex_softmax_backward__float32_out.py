# exercise: ex_softmax_backward
# mistake: Allocates the output with torch.empty(P.shape, device=P.device), which is float32, and writes into it with out=, so float64 gradients come back as float32; the buffer needs P's dtype. [cond: float64 inputs]
import torch


def ex_softmax_backward(P, dP):
    out = torch.empty(P.shape, device=P.device)
    s = (P * dP).sum(dim=-1, keepdim=True)
    torch.mul(P, dP - s, out=out)
    return out
