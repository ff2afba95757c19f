# exercise: ex_softmax_backward
# mistake: The learner let autograd differentiate torch.softmax(P) instead of a softmax whose output is P (e.g. of S = log P), so the gradient is taken at the wrong point; the Jacobian must be evaluated at the scores that produced P.
import torch


def ex_softmax_backward(P, dP):
    with torch.enable_grad():
        S = P.detach().clone().requires_grad_(True)
        out = torch.softmax(S, dim=-1)
        (dS,) = torch.autograd.grad(out, S, grad_outputs=dP)
    return dS
