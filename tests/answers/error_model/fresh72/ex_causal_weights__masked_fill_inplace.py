# exercise: ex_causal_weights
# mistake: Uses the in-place masked_fill_ on the caller's scores, so the input tensor is overwritten with -inf above the diagonal; it should use masked_fill (a new tensor).
import torch


def ex_causal_weights(scores: torch.Tensor) -> torch.Tensor:
    """Return causal attention weights for scores of shape (..., n, n)."""
    if scores.shape[-1] != scores.shape[-2]:
        raise ValueError("scores must be square in the last two axes")
    n = scores.shape[-1]
    future = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=1)
    scores.masked_fill_(future, float("-inf"))
    return torch.softmax(scores, dim=-1)
