# exercise: ex_softmax_backward
# mistake: The learner summed dP·P along the last axis without keepdim, so the (…, m) sums broadcast against the last axis instead of their own rows (or fail to broadcast); keepdim=True is needed. [cond: more than one axis]
import torch


def ex_softmax_backward(P, dP):
    inner = torch.sum(dP * P, dim=-1)
    return P * (dP - inner)
