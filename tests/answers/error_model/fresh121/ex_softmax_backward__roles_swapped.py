# exercise: ex_softmax_backward
# mistake: Swaps the roles of P and dP in the formula, dP ⊙ (P − Σ dP_j P_j); the gradient is P ⊙ (dP − Σ dP_j P_j).
import torch


def ex_softmax_backward(P, dP):
    inner = (P * dP).sum(-1, keepdim=True)
    return dP * (P - inner)
