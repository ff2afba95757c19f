# exercise: ex_stable_softmax
# mistake: The max helper drops the reduced axis and restores it with unsqueeze(-1), which only puts it back in the right place when dim is the last axis; for other dims it broadcasts the maxima wrongly (or fails), use keepdim=True. [cond: only when dim is not the last axis]
import torch


def slice_max(x: torch.Tensor, dim: int) -> torch.Tensor:
    """Maximum of every slice along dim, ready to broadcast against x."""
    return x.max(dim=dim).values.unsqueeze(-1)


def softmax_from_shifted(s: torch.Tensor, dim: int) -> torch.Tensor:
    """exp(s) / sum exp(s) along dim."""
    e = s.exp()
    return e / e.sum(dim=dim, keepdim=True)


def ex_stable_softmax(x, dim):
    return softmax_from_shifted(x - slice_max(x, dim), dim)
