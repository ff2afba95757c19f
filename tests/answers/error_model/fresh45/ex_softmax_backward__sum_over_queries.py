# exercise: ex_softmax_backward
# mistake: Takes the sum of dP * P along dim=-2 (down the columns of the attention matrix) instead of along the last axis, the axis the softmax normalised; it must be sum(dim=-1, keepdim=True).
import torch


def ex_softmax_backward(P, dP):
    inner = (dP * P).sum(dim=-2, keepdim=True)
    return P * (dP - inner)
