# exercise: ex_softmax_backward
# mistake: Σ_j dP_j P_j is summed over the whole tensor instead of per row along the last axis (keepdim=True). [cond: more than one row]
import torch


def ex_softmax_backward(P, dP):
    s = torch.sum(dP * P)
    return P * (dP - s)
