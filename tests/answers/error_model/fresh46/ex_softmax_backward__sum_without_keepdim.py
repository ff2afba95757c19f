# exercise: ex_softmax_backward
# mistake: The learner takes the sum along the last axis without keepdim=True, so it broadcasts along the wrong axis (wrong values for square last two axes, a shape error otherwise); the sum needs keepdim=True.
import torch


def ex_softmax_backward(P, dP):
    dot = torch.sum(P * dP, dim=-1)
    dS = P * (dP - dot)
    return dS
