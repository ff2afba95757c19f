# exercise: ex_softmax_backward
# mistake: The row sums are taken without keepdim and then unsqueeze(0) is added until it broadcasts; for square attention matrices this subtracts row i's sum along column i instead of along row i. Use keepdim=True (sum on the last axis). [cond: more than one row; crashes unless the last two axes are equal]
import torch


def ex_softmax_backward(P, dP):
    s = (P * dP).sum(dim=-1)
    s = s.unsqueeze(0)
    return P * (dP - s)
