# exercise: ex_softmax_backward
# mistake: The learner's einsum '...i,...j->...' uses two different indices, so it computes (Σ dP)(Σ P) = Σ dP instead of the row dot product Σ dP_j P_j; the indices must match: '...j,...j->...'.
import torch


def ex_softmax_backward(P, dP):
    s = torch.einsum("...i,...j->...", dP, P).unsqueeze(-1)
    return P * (dP - s)
