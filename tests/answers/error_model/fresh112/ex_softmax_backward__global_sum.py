# exercise: ex_softmax_backward
# mistake: Takes the sum of dP * P over the whole tensor instead of per row along the last axis; each row needs its own sum (dim=-1, keepdim=True). [cond: only for more than one row]
import torch


def ex_softmax_backward(P, dP):
    # dS_i = P_i (dP_i - sum_j dP_j P_j)
    inner = torch.sum(dP * P)
    dS = P * (dP - inner)
    return dS
