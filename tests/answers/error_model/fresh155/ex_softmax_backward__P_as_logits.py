# exercise: ex_softmax_backward
# mistake: Uses autograd with P itself as the scores (softmax(P)), so the Jacobian is taken at softmax(P) instead of at P; the scores behind P are log P (or use the formula P * (dP - sum(dP * P))).
import torch


def vjp(fn, inp, grad_out):
    inp = inp.detach().clone().requires_grad_(True)
    out = fn(inp)
    (g,) = torch.autograd.grad(out, inp, grad_out)
    return g


def ex_softmax_backward(P, dP, dim=-1):
    return vjp(lambda s: torch.softmax(s, dim=dim), P, dP)
