# exercise: ex_softmax_backward
# mistake: Uses autograd on torch.softmax(S) with S = P.detach().requires_grad_(), i.e. differentiates the softmax at the point P instead of at scores whose softmax is P, so the Jacobian is the one of softmax(P); it should use P itself (dS = P ⊙ (dP − Σ dP·P)) or S = log P.
import torch


def ex_softmax_backward(P, dP):
    S = P.detach().clone().requires_grad_(True)
    with torch.enable_grad():
        out = torch.softmax(S, dim=-1)
        out.backward(dP)
    return S.grad
