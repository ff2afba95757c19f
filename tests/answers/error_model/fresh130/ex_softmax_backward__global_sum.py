# exercise: ex_softmax_backward
# mistake: The learner's Σⱼ dPⱼ Pⱼ is a sum over the whole tensor instead of along the last axis with keepdim, so every row gets the same correction; the sum must be taken per row (dim=-1, keepdim=True). [cond: more than one row]
import torch


def ex_softmax_backward(P, dP):
    s = torch.sum(dP * P)
    dS = P * (dP - s)
    return dS
