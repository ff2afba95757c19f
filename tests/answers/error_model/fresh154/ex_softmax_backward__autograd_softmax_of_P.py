# exercise: ex_softmax_backward
# mistake: The learner lets autograd do it but feeds P itself to torch.softmax as the scores, so the gradient is that of softmax evaluated at P, not at S; the backward must use the Jacobian at the given P (dS = P ⊙ (dP − Σ dP·P)).
import torch


def ex_softmax_backward(P, dP):
    with torch.enable_grad():
        S = P.detach().clone().requires_grad_(True)
        out = torch.softmax(S, dim=-1)
        (dS,) = torch.autograd.grad(out, S, grad_outputs=dP)
    return dS
