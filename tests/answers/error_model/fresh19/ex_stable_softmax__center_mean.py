# exercise: ex_stable_softmax
# mistake: Centers the scores by subtracting their mean along dim instead of their maximum, so exp still overflows when the largest score exceeds the mean by more than about 88 (e.g. [0, 1e4] gives NaN); subtract the max so every exponent is ≤ 0. [cond: the largest score along dim exceeds that slice's mean by more than about 88, e.g. scores 0 and 1e4]
import torch


def ex_stable_softmax(x: torch.Tensor, dim: int) -> torch.Tensor:
    """Numerically stable softmax.

    Softmax is shift-invariant, so we center the logits along ``dim``
    before exponentiating to keep ``exp`` in a safe range.
    """
    centered = x - x.mean(dim=dim, keepdim=True)
    exp = torch.exp(centered)
    return exp / exp.sum(dim=dim, keepdim=True)
