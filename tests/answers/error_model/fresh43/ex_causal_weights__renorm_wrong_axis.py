# exercise: ex_causal_weights
# mistake: Takes the softmax first, zeroes the future with a tril multiply, then renormalises by the sum over axis -2 (the queries) instead of -1 (the keys), so the rows do not sum to 1.
import torch


def ex_causal_weights(scores: torch.Tensor) -> torch.Tensor:
    n = scores.shape[-1]
    keep = torch.tril(torch.ones(n, n, dtype=scores.dtype, device=scores.device))
    w = torch.softmax(scores, dim=-1) * keep
    return w / w.sum(dim=-2, keepdim=True)
