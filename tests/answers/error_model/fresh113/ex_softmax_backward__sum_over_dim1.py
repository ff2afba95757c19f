# exercise: ex_softmax_backward
# mistake: The learner takes the sum over dim=1 instead of the last axis, which is right for 2-D inputs only; with more axes the sum must be over dim=-1. [cond: more than 2 axes]
import torch


def ex_softmax_backward(P, dP):
    if P.shape != dP.shape:
        raise ValueError(f"shape mismatch {P.shape} vs {dP.shape}")
    if P.dim() == 1:
        P, dP = P.unsqueeze(0), dP.unsqueeze(0)
        return ex_softmax_backward(P, dP).squeeze(0)
    inner = (dP * P).sum(dim=1, keepdim=True)     # sum over the softmax axis
    return P * (dP - inner)
