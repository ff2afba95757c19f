# exercise: ex_softmax_backward
# mistake: Returns dP - sum_j dP_j P_j without the leading multiplication by P; dS = P * (dP - sum).
import torch


def ex_softmax_backward(P, dP):
    s = torch.sum(dP * P, dim=-1, keepdim=True)   # <dP, P> per row
    dS = dP - s
    return dS
