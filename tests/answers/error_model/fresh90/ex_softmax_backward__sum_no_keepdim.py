# exercise: ex_softmax_backward
# mistake: The learner summed dP·P along the last axis without keepdim, so the row sums broadcast along the wrong axis (silently wrong for square inputs, an error otherwise); the sum needs keepdim=True. [cond: more than one row]
import torch


def ex_softmax_backward(P, dP):
    s = torch.sum(dP * P, dim=-1)
    return P * (dP - s)
