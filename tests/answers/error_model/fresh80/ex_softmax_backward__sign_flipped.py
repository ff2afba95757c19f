# exercise: ex_softmax_backward
# mistake: Subtracts in the wrong order, P * (sum(dP * P) - dP), which returns the negated gradient; it is P * (dP - sum(dP * P, -1, keepdim)).
import torch


def ex_softmax_backward(P, dP):
    inner = (dP * P).sum(dim=-1, keepdim=True)
    dS = P * (inner - dP)
    return dS
