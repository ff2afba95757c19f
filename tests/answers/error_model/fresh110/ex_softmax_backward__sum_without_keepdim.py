# exercise: ex_softmax_backward
# mistake: The learner summed Σ_j dP_j P_j without keepdim=True, so the (…,) sums broadcast against the last axis instead of per row: it crashes for most shapes and is silently wrong for some, e.g. a square (n, n) input. [cond: inputs with two or more axes]
import torch


def ex_softmax_backward(P, dP):
    expected = torch.sum(P * dP, dim=-1)
    return P * (dP - expected)
