# exercise: ex_softmax_backward
# mistake: Sums dP·P over the whole tensor instead of along the last axis with keepdim=True, so every row uses the same sum; the sum belongs to each row (sum(dim=-1, keepdim=True)). [cond: inputs with more than one row]
import torch


def ex_softmax_backward(P, dP):
    s = torch.sum(dP * P)
    return P * (dP - s)
