# exercise: ex_causal_weights
# style: mask from torch.ones(n, n, device=...).triu(1).bool(), masked_fill with -inf, softmax; type hints.
import torch


def ex_causal_weights(scores: torch.Tensor) -> torch.Tensor:
    n = scores.shape[-1]
    future = torch.ones(n, n, device=scores.device).triu(1).bool()  # True above the diagonal
    return torch.softmax(scores.masked_fill(future, float("-inf")), dim=-1)
