# exercise: ex_softmax_backward
# mistake: The learner's weighted-sum helper sums over every element of dP * P instead of over the last axis of each row, so all rows share one correction term; sum along dim=-1 with keepdim. [cond: only when there is more than one row]
import torch


def expected_grad(P: torch.Tensor, dP: torch.Tensor) -> torch.Tensor:
    """sum_j P_j dP_j"""
    return torch.sum(P * dP)


def ex_softmax_backward(P, dP):
    return P * (dP - expected_grad(P, dP))
