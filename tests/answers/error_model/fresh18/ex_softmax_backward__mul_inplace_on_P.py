# exercise: ex_softmax_backward
# mistake: Computed P·dP with P.mul_(dP), overwriting P, and then used the overwritten P in P·(dP − s); keep P intact: dS = P·(dP − (P·dP).sum(-1, keepdim=True)).
import torch


def ex_softmax_backward(P, dP):
    # in-place multiply saves one temporary
    s = P.mul_(dP).sum(dim=-1, keepdim=True)
    return P * (dP - s)
