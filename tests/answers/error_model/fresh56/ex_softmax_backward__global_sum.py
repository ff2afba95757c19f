# exercise: ex_softmax_backward
# mistake: The learner sums dP*P over the whole tensor instead of along the last axis per row; the sum must be taken along dim=-1 with keepdim. [cond: only for inputs with more than one row]
import torch


def ex_softmax_backward(P, dP):
    inner = torch.sum(dP * P)   # sum_j dP_j P_j
    dS = P * (dP - inner)
    return dS
