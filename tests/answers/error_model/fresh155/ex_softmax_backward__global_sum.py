# exercise: ex_softmax_backward
# mistake: Sums dP * P over the whole tensor instead of along the last axis, so every row is corrected with the total of all rows; the sum is per row, along dim=-1 with keepdim. [cond: more than one row]
import torch


def softmax_grad(P, dP, dim=None):
    inner = (dP * P).sum() if dim is None else (dP * P).sum(dim=dim, keepdim=True)
    return P * (dP - inner)


def ex_softmax_backward(P, dP):
    return softmax_grad(P, dP)
