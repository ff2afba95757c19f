# exercise: ex_softmax_backward
# mistake: Computes the per-row sum Σ_j dP_j P_j with einsum, which drops the last axis, and subtracts it without unsqueeze(-1), so it broadcasts against the wrong axis (wrong values for square shapes, a shape error otherwise); the sum must keep the last axis (keepdim). [cond: P with more than one axis]
import torch


def ex_softmax_backward(P, dP):
    dot = torch.einsum("...i,...i->...", dP, P)  # sum_j dP_j P_j per row
    return P * (dP - dot)
