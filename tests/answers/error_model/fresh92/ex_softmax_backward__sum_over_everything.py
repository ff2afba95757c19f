# exercise: ex_softmax_backward
# mistake: Summed dP·P over the whole tensor instead of along the last axis with keepdim, mixing different rows. [cond: more than one row]
import torch
import torch.nn.functional as F

def ex_softmax_backward(P, dP):
    inner = torch.einsum('...i,...i->', dP, P)
    return P * (dP - inner)
