# exercise: ex_softmax_backward
# mistake: The learner summed dP·P over the whole tensor instead of along the last axis with keepdim, so every row uses the same constant. [cond: only when there is more than one row]
import torch


def ex_softmax_backward(P, dP):
    inner = torch.sum(dP * P)
    return P * (dP - inner)
