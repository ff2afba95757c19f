# exercise: ex_softmax_backward
# mistake: The learner subtracted the plain row sum of dP instead of the weighted sum Σ_j dP_j P_j; the correct formula is dS = P ⊙ (dP − Σ_j dP_j P_j).
import torch


def ex_softmax_backward(P, dP):
    row_sum = torch.sum(dP, dim=-1, keepdim=True)
    dS = P * dP - P * row_sum
    return dS
