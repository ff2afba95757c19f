# exercise: ex_softmax_backward
# mistake: The learner used the mean of dP ⊙ P along the last axis instead of the sum, so the subtracted term is n times too small; it must be the sum Σ_j dP_j P_j.
import torch


def ex_softmax_backward(P, dP):
    dot = torch.mean(dP * P, dim=-1, keepdim=True)
    dS = P * (dP - dot)
    return dS
