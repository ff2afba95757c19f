# exercise: ex_softmax_backward
# mistake: The learner centres dP with its plain mean along the last axis instead of the P-weighted sum sum_j dP_j P_j.
import torch


def ex_softmax_backward(P, dP):
    centred = dP - dP.mean(dim=-1, keepdim=True)
    return P * centred
