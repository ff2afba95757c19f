# exercise: ex_softmax_backward
# mistake: Recovers the scores as log P and lets autograd do the backward, but casts them to float32 first, so float64 inputs give a float32, less precise gradient; the result should keep P's dtype. [cond: float64 inputs]
import torch


def ex_softmax_backward(P, dP):
    with torch.enable_grad():
        S = P.detach().clamp_min(1e-30).log().float().requires_grad_(True)
        out = torch.softmax(S, dim=-1)
        out.backward(dP.detach().to(out.dtype))
    return S.grad
