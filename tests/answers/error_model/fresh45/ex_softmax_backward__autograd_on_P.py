# exercise: ex_softmax_backward
# mistake: Lets autograd differentiate softmax(P), i.e. uses the probabilities P as if they were the scores S, so the Jacobian is evaluated at softmax(P) instead of at P; the gradient must use P itself: P * (dP - sum(dP * P, -1, keepdim=True)).
import torch


def ex_softmax_backward(P, dP):
    S = P.detach().clone().requires_grad_(True)
    with torch.enable_grad():
        out = torch.softmax(S, dim=-1)
        out.backward(dP)
    return S.grad
