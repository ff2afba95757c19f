# exercise: ex_softmax_backward
# mistake: Takes the row term as the plain sum Σ_j dP_j (a flash-attention-style "D = rowsum" without the P weights); the subtracted term is Σ_j dP_j P_j.
import torch


def ex_softmax_backward(P, dP):
    D = dP.sum(dim=-1, keepdim=True)     # rowsum, like in the FA2 backward
    dS = P * (dP - D)
    return dS
