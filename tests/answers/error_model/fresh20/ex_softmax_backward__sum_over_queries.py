# exercise: ex_softmax_backward
# mistake: Sums P·dP over dim=-2 instead of the softmax axis dim=-1; the correct gradient is dS = P ⊙ (dP − Σ_last (P ⊙ dP)).
import torch


def ex_softmax_backward(P, dP):
    s = (P * dP).sum(dim=-2, keepdim=True)
    return P * (dP - s)
