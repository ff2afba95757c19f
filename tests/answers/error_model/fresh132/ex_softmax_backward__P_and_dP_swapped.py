# exercise: ex_softmax_backward
# mistake: The learner swaps the roles of P and dP in the formula, computing dP ⊙ (P − Σ dP_j P_j) instead of P ⊙ (dP − Σ dP_j P_j).
import torch


def ex_softmax_backward(P, dP):
    dot = (P * dP).sum(-1, keepdim=True)
    dS = dP * (P - dot)
    return dS
