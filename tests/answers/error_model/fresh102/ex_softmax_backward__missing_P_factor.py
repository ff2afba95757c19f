# exercise: ex_softmax_backward
# mistake: Partial formula: the learner returned dP − Σ_j dP_j P_j, forgetting to multiply by P; dS = P ⊙ (dP − Σ_j dP_j P_j).
import torch


def ex_softmax_backward(P, dP):
    inner = torch.sum(dP * P, dim=-1, keepdim=True)
    dS = dP - inner
    return dS
