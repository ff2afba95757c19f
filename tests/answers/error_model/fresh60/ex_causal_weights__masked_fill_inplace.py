# exercise: ex_causal_weights
# mistake: The learner used masked_fill_ (in place) on the caller's scores, so the input tensor is overwritten with -inf above the diagonal; use the out-of-place masked_fill.
import torch


def future_mask(n: int, device: torch.device) -> torch.Tensor:
    """(n, n) boolean mask, True above the diagonal."""
    return torch.ones(n, n, dtype=torch.bool, device=device).triu(1)


def apply_mask(scores: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
    """Hide the masked scores from the softmax."""
    return scores.masked_fill_(mask, float("-inf"))


def ex_causal_weights(scores):
    masked = apply_mask(scores, future_mask(scores.shape[-1], scores.device))
    return masked.softmax(dim=-1)
