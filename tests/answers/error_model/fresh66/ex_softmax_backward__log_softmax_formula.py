# exercise: ex_softmax_backward
# mistake: Adapted from a forum answer for log_softmax's backward: dS = dP - P * sum(dP); the softmax backward is P * (dP - sum(dP * P)).
import torch


def ex_softmax_backward(P, dP):
    return dP - P * dP.sum(dim=-1, keepdim=True)
