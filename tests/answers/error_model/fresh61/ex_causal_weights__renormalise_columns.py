# exercise: ex_causal_weights
# mistake: Follows the book's zero-then-renormalise route but divides by the sums over dim=-2 (Σ over i, the queries) instead of over the keys (dim=-1), so rows do not sum to 1.
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    weights = torch.softmax(scores, dim=-1)
    tril = torch.tril(torch.ones(n, n, device=scores.device, dtype=scores.dtype))
    masked = weights * tril
    norm = masked.sum(dim=-2, keepdim=True)
    return masked / norm
