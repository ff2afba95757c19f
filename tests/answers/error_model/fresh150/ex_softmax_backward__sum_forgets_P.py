# exercise: ex_softmax_backward
# mistake: The learner subtracted the plain sum Σ_j dP_j instead of the weighted sum Σ_j dP_j P_j; the right gradient is P ⊙ (dP − Σ_j dP_j P_j).
import torch


def ex_softmax_backward(P, dP):
    total = torch.sum(dP, dim=-1, keepdim=True)
    return P * (dP - total)
