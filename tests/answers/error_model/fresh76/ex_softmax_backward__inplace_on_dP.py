# exercise: ex_softmax_backward
# mistake: Computes the result in place in dP (sub_ then mul_), which overwrites the caller's gradient tensor; the result must be a new tensor. [cond: visible when the caller reuses dP]
import torch


def ex_softmax_backward(P, dP):
    s = torch.einsum("...i,...i->...", dP, P).unsqueeze(-1)
    return dP.sub_(s).mul_(P)
