# exercise: ex_softmax_backward
# mistake: The einsum "...ij,...ij->...j" sums dP * P over the rows (axis -2) instead of over the last axis ("...ij,...ij->...i"), and the result is broadcast as a row. [cond: inputs with at least 2 axes and more than one row]
import torch


def ex_softmax_backward(P, dP):
    s = torch.einsum("...ij,...ij->...j", dP, P)
    return P * (dP - s.unsqueeze(-2))
