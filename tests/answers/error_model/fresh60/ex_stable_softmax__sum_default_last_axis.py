# exercise: ex_stable_softmax
# mistake: The learner's normalising helper has a default dim=-1 and is called without passing dim, so the exponentials are shifted along dim but summed along the last axis; both steps must use dim. [cond: only when dim is not the last axis]
import torch


def subtract_max(x: torch.Tensor, dim: int) -> torch.Tensor:
    """x minus the maximum of its slice along dim."""
    return x - x.amax(dim=dim, keepdim=True)


def normalize(e: torch.Tensor, dim: int = -1) -> torch.Tensor:
    """Make the values sum to one."""
    return e / e.sum(dim=dim, keepdim=True)


def ex_stable_softmax(x, dim):
    e = torch.exp(subtract_max(x, dim))
    return normalize(e)
