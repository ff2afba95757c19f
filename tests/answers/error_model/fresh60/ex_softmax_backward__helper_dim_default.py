# exercise: ex_softmax_backward
# mistake: The learner's helper has a default dim=1, which is the last axis only for 2-D inputs; for attention weights with more axes (b, h, n, n) it sums over the wrong axis; use dim=-1. [cond: only when P has 3 or more axes]
import torch


def weighted_sum(dP: torch.Tensor, P: torch.Tensor, dim: int = 1) -> torch.Tensor:
    """sum_j dP_j P_j, kept for broadcasting."""
    return (dP * P).sum(dim=dim, keepdim=True)


def ex_softmax_backward(P, dP):
    inner = weighted_sum(dP, P)
    return P * (dP - inner)
