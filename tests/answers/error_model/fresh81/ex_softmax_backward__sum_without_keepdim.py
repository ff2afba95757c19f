# exercise: ex_softmax_backward
# mistake: Took the sum along the last axis without keepdim=True, so the (…, m) sum broadcasts against the last axis instead of each row (wrong values for square inputs, a shape error otherwise). [cond: inputs with at least 2 axes]
import torch


def ex_softmax_backward(P, dP):
    dot = torch.sum(P * dP, dim=-1)
    return P * (dP - dot)
