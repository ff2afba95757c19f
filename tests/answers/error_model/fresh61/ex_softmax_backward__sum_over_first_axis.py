# exercise: ex_softmax_backward
# mistake: Takes the sum Σⱼ dPⱼ Pⱼ over dim=0 (the first axis, "the j index" of a column vector) instead of the last axis, where the softmax was taken; sum along dim=-1 with keepdim. [cond: inputs with more than one row]
import torch


def ex_softmax_backward(P, dP):
    s = torch.sum(dP * P, dim=0, keepdim=True)   # sum_j dP_j P_j
    return P * (dP - s)
