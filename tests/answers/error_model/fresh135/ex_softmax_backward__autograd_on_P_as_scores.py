# exercise: ex_softmax_backward
# mistake: The learner let autograd differentiate softmax at S = P (using the probabilities as if they were the scores), but softmax(P) ≠ P; the Jacobian must be evaluated at the S whose softmax is P, i.e. use P ⊙ (dP − Σ dP·P).
import torch


def ex_softmax_backward(P, dP):
    S = P.detach().clone().requires_grad_(True)
    out = torch.softmax(S, dim=-1)
    out.backward(dP)
    return S.grad
