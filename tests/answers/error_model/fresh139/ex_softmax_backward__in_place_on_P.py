# exercise: ex_softmax_backward
# mistake: Computes the right formula but finishes with P.mul_(), which overwrites the caller's P with dS; the result must be a new tensor and P left unchanged.
import torch

def ex_softmax_backward(P, dP):
    inner = (dP * P).sum(dim=-1, keepdim=True)
    return P.mul_(dP - inner)
