# exercise: ex_softmax_backward
# mistake: The learner subtracted the plain sum of dP along the last axis instead of the P-weighted sum Σⱼ Pⱼ dPⱼ; dS = P·(dP − (P·dP).sum(-1, keepdim=True)).
import torch


def ex_softmax_backward(P, dP):
    s = dP.sum(dim=-1, keepdim=True)
    dS = P * (dP - s)
    return dS
