# exercise: ex_softmax_backward
# mistake: Subtracts the plain sum Σⱼ dPⱼ instead of the P-weighted sum Σⱼ dPⱼPⱼ; dS = P ⊙ (dP − Σⱼ dPⱼPⱼ).
import torch


def ex_softmax_backward(P, dP):
    total = dP.sum(dim=-1, keepdim=True)
    dS = P * (dP - total)
    return dS
