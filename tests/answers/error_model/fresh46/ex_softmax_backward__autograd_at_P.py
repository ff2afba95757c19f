# exercise: ex_softmax_backward
# mistake: The learner lets autograd do it but feeds P itself as the scores (softmax(P) instead of a point S with softmax(S) = P), so the gradient is taken at the wrong point; use S = log P, or the formula P ⊙ (dP − Σ dP·P).
import torch


def ex_softmax_backward(P, dP):
    S = P.detach().clone().requires_grad_(True)
    out = torch.softmax(S, dim=-1)
    out.backward(dP)
    return S.grad
