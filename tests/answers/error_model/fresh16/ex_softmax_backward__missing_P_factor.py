# exercise: ex_softmax_backward
# mistake: When expanding P ⊙ (dP − Σ P dP) the second term lost its factor P: dS = P·dP − Σ P dP; the right form is P·dP − P·Σⱼ Pⱼ dPⱼ.
import torch


def ex_softmax_backward(P, dP):
    dot = (P * dP).sum(-1, keepdim=True)
    return P * dP - dot
