# exercise: ex_softmax_backward
# mistake: Summed P·dP over the whole tensor instead of per row along the last axis (keepdim), so rows mix their gradients. [cond: more than one row]

import torch


def ex_softmax_backward(P, dP):
    # dS = P * (dP - <P, dP>)
    return P * (dP - (P * dP).sum())
