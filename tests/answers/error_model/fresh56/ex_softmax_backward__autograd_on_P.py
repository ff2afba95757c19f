# exercise: ex_softmax_backward
# mistake: The learner lets autograd differentiate softmax evaluated at P itself (using P as if it were the scores S), so the Jacobian is taken at softmax(P) instead of at S; dS must use the Jacobian of the softmax whose output is P, i.e. P * (dP - sum(dP * P, -1, keepdim)).
import torch


def ex_softmax_backward(P, dP):
    # let torch do the math
    S = P.detach().clone().requires_grad_(True)
    with torch.enable_grad():
        out = torch.softmax(S, dim=-1)
        (grad,) = torch.autograd.grad(out, S, grad_outputs=dP)
    return grad
