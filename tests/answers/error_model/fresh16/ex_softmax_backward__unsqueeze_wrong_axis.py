# exercise: ex_softmax_backward
# mistake: The row sum lost its axis (no keepdim) and was patched with .unsqueeze(-2), which broadcasts row i's sum down column i instead of along row i; it needs keepdim=True (or .unsqueeze(-1)). On non-square inputs it raises.
import torch


def ex_softmax_backward(P, dP):
    s = torch.sum(P * dP, dim=-1)
    s = s.unsqueeze(-2)  # shape fix: (..., m) -> broadcast
    return P * (dP - s)
