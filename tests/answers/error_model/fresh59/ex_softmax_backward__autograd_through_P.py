# exercise: ex_softmax_backward
# mistake: The learner uses autograd but treats P itself as the input S (softmax(P) instead of P = softmax(S)), so the Jacobian is that of softmax(P); dS = P ⊙ (dP − Σ dP·P).
import torch

def ex_softmax_backward(P, dP):
    S = P.detach().clone().requires_grad_(True)
    out = torch.softmax(S, dim=-1)
    out.backward(dP)
    return S.grad
