# exercise: ex_causal_weights
# mistake: Follows the book's "softmax, zero the future, renormalise" route but renormalises by the sum over dim=-2 (the queries) instead of dim=-1, so rows do not sum to 1; the row sums along the keys (dim=-1) must be used.
"""Causal weights via masking after the softmax (book section 3.5.1)."""
import torch
from torch import Tensor


def ex_causal_weights(scores: Tensor) -> Tensor:
    n = scores.shape[-1]
    keep = torch.tril(torch.ones(n, n, device=scores.device, dtype=scores.dtype))
    weights = torch.softmax(scores, dim=-1) * keep
    return weights / weights.sum(dim=-2, keepdim=True)
