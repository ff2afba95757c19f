# exercise: ex_softmax_backward
# mistake: Sums dP*P over the whole tensor instead of along the last axis with keepdim, which is only right for a single row. [cond: inputs with more than one row]
import torch


def ex_softmax_backward(P, dP):
    dot = torch.sum(P * dP)
    return P * (dP - dot)
