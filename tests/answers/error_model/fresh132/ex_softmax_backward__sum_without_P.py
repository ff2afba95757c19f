# exercise: ex_softmax_backward
# mistake: The learner subtracts the plain sum Σ dP_j instead of the weighted sum Σ dP_j P_j.
import torch


def ex_softmax_backward(P, dP):
    s = torch.sum(dP, dim=-1, keepdim=True)
    return P * (dP - s)
