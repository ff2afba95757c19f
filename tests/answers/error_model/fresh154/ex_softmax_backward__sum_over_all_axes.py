# exercise: ex_softmax_backward
# mistake: The learner sums dP·P over the whole tensor instead of along the last axis with keepdim, so every row subtracts the same total; it must be (dP * P).sum(dim=-1, keepdim=True). [cond: more than one row]
import torch


def ex_softmax_backward(P, dP):
    dot = torch.sum(dP * P)
    return P * (dP - dot)
