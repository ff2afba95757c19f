# exercise: ex_causal_weights
# mistake: Uses masked_fill_ (in place) on the caller's scores, so the input tensor is overwritten with -inf above the diagonal; the function must not modify scores (use masked_fill, which returns a copy).
"""Causal attention weights, without extra allocations."""
import torch
from torch import Tensor


def _causal(n: int, device: torch.device) -> Tensor:
    return torch.triu(torch.ones(n, n, dtype=torch.bool, device=device), diagonal=1)


def ex_causal_weights(scores: Tensor) -> Tensor:
    scores.masked_fill_(_causal(scores.shape[-1], scores.device), float("-inf"))
    return torch.softmax(scores, dim=-1)
