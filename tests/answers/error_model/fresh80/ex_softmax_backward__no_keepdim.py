# exercise: ex_softmax_backward
# mistake: Computes the row sums with einsum('...i,...i->...'), which drops the summed axis (like a sum without keepdim=True), so the row sums broadcast against the last axis instead of the rows (wrong for square inputs, an error otherwise). [cond: more than one row]
import torch


def ex_softmax_backward(P, dP):
    dot = torch.einsum("...i,...i->...", P, dP)
    return P * (dP - dot)
