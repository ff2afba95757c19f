# exercise: ex_softmax_backward
# mistake: The learner rederived the gradient with autograd through nn.Softmax(dim=0) applied to log P, so the softmax runs over the first axis instead of the last and the gradient is wrong; the softmax axis is -1. [cond: more than one axis]
import torch
from torch import nn


def ex_softmax_backward(P, dP):
    softmax = nn.Softmax(dim=0)
    with torch.enable_grad():
        S = P.detach().clamp_min(1e-30).log().requires_grad_(True)  # softmax(log P) = P
        out = softmax(S)
        (dS,) = torch.autograd.grad(out, S, grad_outputs=dP)
    return dS
