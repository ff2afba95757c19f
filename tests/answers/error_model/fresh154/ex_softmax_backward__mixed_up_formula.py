# exercise: ex_softmax_backward
# mistake: The learner swaps the roles of P and dP in the formula, computing dP ⊙ (P − Σ P²); the gradient is P ⊙ (dP − Σ dP·P) along the last axis.
import torch


def ex_softmax_backward(P, dP):
    s = (P * P).sum(dim=-1, keepdim=True)
    return dP * (P - s)
