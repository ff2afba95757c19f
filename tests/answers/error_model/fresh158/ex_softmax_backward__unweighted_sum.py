# exercise: ex_softmax_backward
# mistake: The learner subtracted sum_j dP_j without weighting by P_j; the term to subtract is the expectation sum_j P_j dP_j.
import torch


def ex_softmax_backward(P, dP):
    s = torch.sum(dP, dim=-1, keepdim=True)
    return P * dP - P * s
