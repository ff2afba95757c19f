# exercise: ex_softmax_backward
# mistake: Takes the sum Σ dP_j P_j over the whole tensor instead of per row along the last axis (keepdim), which is right only for a single row. [cond: more than one row]
import torch


def ex_softmax_backward(P, dP):
    dot = torch.sum(dP * P)
    return P * (dP - dot)
