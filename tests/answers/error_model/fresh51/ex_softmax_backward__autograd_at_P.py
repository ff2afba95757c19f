# exercise: ex_softmax_backward
# mistake: Checked with autograd but used P itself as the softmax input S, so it returns the gradient of the softmax at S = P; the scores that give P are log P (or use the formula P ⊙ (dP − Σ dP·P)).
import torch


def ex_softmax_backward(P, dP):
    with torch.enable_grad():
        S = P.detach().clone().requires_grad_(True)
        out = torch.softmax(S, dim=-1)
        out.backward(dP)
    return S.grad
