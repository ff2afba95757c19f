# exercise: ex_softmax_backward
# mistake: Left out the outer factor P: returned dP − Σⱼ PⱼdPⱼ instead of dS = P ⊙ (dP − Σⱼ PⱼdPⱼ).

import torch


def ex_softmax_backward(P, dP):
    inner = (P * dP).sum(dim=-1, keepdim=True)
    dS = dP - inner
    return dS
