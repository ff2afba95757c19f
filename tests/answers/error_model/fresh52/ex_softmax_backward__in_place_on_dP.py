# exercise: ex_softmax_backward
# mistake: Reuses the incoming gradient buffer with in-place sub_ and mul_, which overwrites the caller's dP (and returns it); the result must be a new tensor, leaving dP unchanged. [cond: only visible when dP is inspected after the call]
import torch


def ex_softmax_backward(P, dP):
    # save memory: work in the grad buffer like autograd does
    s = (dP * P).sum(dim=-1, keepdim=True)
    dP.sub_(s)
    dP.mul_(P)
    return dP
