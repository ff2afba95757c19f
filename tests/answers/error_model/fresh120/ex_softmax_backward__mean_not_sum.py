# exercise: ex_softmax_backward
# mistake: The learner takes the mean of dP*P along the last axis instead of the sum; dS = P * (dP - sum_j dP_j P_j).
import torch

def ex_softmax_backward(P, dP):
    return P * (dP - (dP * P).mean(dim=-1, keepdim=True))
