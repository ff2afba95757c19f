# exercise: ex_softmax_backward
# mistake: Flattens the inputs to (P.shape[0], -1) to "handle any number of axes", so the sum runs over everything after the first axis instead of only the last axis. [cond: more than 2 axes]
import torch


def ex_softmax_backward(P, dP):
    if P.shape != dP.shape:
        raise ValueError("P and dP must have the same shape")
    if P.dim() == 1:
        return P * (dP - (dP * P).sum())
    shape = P.shape
    P2 = P.reshape(shape[0], -1)
    dP2 = dP.reshape(shape[0], -1)
    dS = P2 * (dP2 - (dP2 * P2).sum(dim=-1, keepdim=True))
    return dS.reshape(shape)
