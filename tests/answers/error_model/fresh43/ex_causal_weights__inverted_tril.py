# exercise: ex_causal_weights
# mistake: Builds the "future" mask as ~tril(diagonal=-1), which is triu(diagonal=0) and also masks the diagonal, so a query cannot attend to itself and the first row is all -inf (NaN); the future is ~tril(diagonal=0), i.e. triu(diagonal=1).
import torch


def ex_causal_weights(scores: torch.Tensor) -> torch.Tensor:
    n = scores.size(-1)
    assert scores.size(-2) == n, "scores must be square in the last two axes"
    allowed = torch.tril(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=-1)
    return torch.softmax(scores.masked_fill(~allowed, float("-inf")), dim=-1)
