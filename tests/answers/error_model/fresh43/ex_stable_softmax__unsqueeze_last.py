# exercise: ex_stable_softmax
# mistake: Takes the maximum with x.max(dim) (no keepdim) and restores the axis with unsqueeze(-1) instead of unsqueeze(dim), so for dim other than the last the maxima broadcast along the wrong axis (wrong values for square slices, an error otherwise); use keepdim=True. [cond: only when dim is not the last axis]
import torch


def ex_stable_softmax(x: torch.Tensor, dim: int) -> torch.Tensor:
    assert x.dim() >= 1, "need at least one axis"
    m = x.max(dim=dim).values.unsqueeze(-1)
    e = torch.exp(x - m)
    return e / e.sum(dim=dim, keepdim=True)
