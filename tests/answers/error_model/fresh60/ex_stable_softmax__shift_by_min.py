# exercise: ex_stable_softmax
# mistake: The learner's shift helper subtracts the minimum along dim instead of the maximum, so the largest shifted score is still huge and exp overflows to inf (NaN weights) for scores like 1e4; subtract the maximum. [cond: only when the spread within a slice is large, e.g. scores near 1e4 next to small ones]
import torch


def shift(x: torch.Tensor, dim: int) -> torch.Tensor:
    """Shift every slice along dim so its values start at 0."""
    return x - x.amin(dim=dim, keepdim=True)


def exponentiate(x: torch.Tensor) -> torch.Tensor:
    """Elementwise exp."""
    return torch.exp(x)


def normalize(e: torch.Tensor, dim: int) -> torch.Tensor:
    """Divide by the sum along dim."""
    return e / e.sum(dim=dim, keepdim=True)


def ex_stable_softmax(x, dim):
    return normalize(exponentiate(shift(x, dim)), dim)
