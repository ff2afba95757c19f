# exercise: ex_softmax_backward
# mistake: The learner subtracts the plain sum Σ_j dP_j instead of the P-weighted sum Σ_j dP_j P_j: dS = P ⊙ (dP − Σ_j dP_j P_j).
import torch


def ex_softmax_backward(P, dP):
    s = dP.sum(dim=-1, keepdim=True)
    dS = P * (dP - s)
    # print(dS.sum(-1))
    return dS
