# exercise: ex_softmax_backward
# mistake: Took one sum of dP*P over the whole tensor instead of one per row along the last axis. [cond: more than one row]

import torch


def ex_softmax_backward(P, dP):
    inner = torch.sum(dP * P)
    return P * (dP - inner)
