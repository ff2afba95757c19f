# exercise: ex_causal_weights
# mistake: The learner built the future mask as the complement of tril(diagonal=-1), which also masks the diagonal, so each query cannot attend to itself and the first row is all -inf (NaN); the mask must be ~tril(diagonal=0), i.e. triu(diagonal=1).
import torch


def allowed(n: int, device) -> torch.Tensor:
    """True where query i may look at key j (keys before it)."""
    return torch.tril(torch.ones(n, n, dtype=torch.bool, device=device), diagonal=-1)


def future_mask(n: int, device) -> torch.Tensor:
    """True where the key lies in the future."""
    return ~allowed(n, device)


def softmax_keys(scores: torch.Tensor) -> torch.Tensor:
    """Normalise over the keys."""
    return torch.softmax(scores, dim=-1)


def ex_causal_weights(scores):
    n = scores.shape[-1]
    return softmax_keys(scores.masked_fill(future_mask(n, scores.device), float("-inf")))
