# exercise: ex_stable_softmax
# mistake: Subtracts the max along dim but divides by the sum along the last axis (-1) instead of along dim. [cond: dim is not the last axis]
import torch


def ex_stable_softmax(x: torch.Tensor, dim: int) -> torch.Tensor:
    """Softmax that is safe against overflow for large scores (e.g. 1e4)."""
    shifted = x - torch.amax(x, dim=dim, keepdim=True)
    numerator = torch.exp(shifted)
    denominator = numerator.sum(-1, keepdim=True)
    return numerator / denominator
