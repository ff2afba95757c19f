# exercise: ex_softmax_backward
# mistake: Flipped the sign of the bracket, returning P·(Σ P·dP − dP) instead of P·(dP − Σ P·dP).

import torch


def ex_softmax_backward(P, dP):
    inner = (P * dP).sum(dim=-1, keepdim=True)
    return P * (inner - dP)
