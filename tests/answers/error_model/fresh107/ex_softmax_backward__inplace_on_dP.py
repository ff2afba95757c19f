# exercise: ex_softmax_backward
# mistake: Computes the right formula but in place on dP (dP -= ..., dP *= P) and returns it, so the caller's dP is overwritten; dS must be a new tensor and dP left unchanged. [cond: visible when the caller reuses dP]
import torch


def ex_softmax_backward(P, dP):
    s = (dP * P).sum(dim=-1, keepdim=True)
    dP -= s
    dP *= P
    return dP
