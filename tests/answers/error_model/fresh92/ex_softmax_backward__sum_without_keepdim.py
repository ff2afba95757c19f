# exercise: ex_softmax_backward
# mistake: Summed dP·P along the last axis without keepdim, so the row sums broadcast along the last axis (wrong rows, or a crash when the last two sizes differ); it needs keepdim=True. [cond: P with more than one row]
import torch
import torch.nn.functional as F

def ex_softmax_backward(P, dP):
    s = torch.sum(dP * P, dim=-1)
    return P * (dP - s)
