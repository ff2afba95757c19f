# exercise: ex_softmax_backward
# mistake: Sums dP·P along the last axis without keepdim, so the (…,) sums broadcast against the last axis (row sums are subtracted along columns) or fail to broadcast; keepdim=True is needed. [cond: P with more than one axis]
import torch

def ex_softmax_backward(P, dP):
    inner = torch.sum(dP * P, dim=-1)
    return P * (dP - inner)
