# exercise: ex_softmax_backward
# mistake: Takes the sum Σ_j dP_j P_j along dim=1, which is the last axis only for 2-D inputs; for batched (3-D or more) inputs it must be along the last axis (dim=-1). [cond: P has more than 2 axes]
import torch


def ex_softmax_backward(P, dP):
    inner = (dP * P).sum(dim=1, keepdim=True)   # one scalar per row
    return P * (dP - inner)
