# exercise: ex_causal_weights
# mistake: Builds the future as the complement of tril(diagonal=-1), which also marks the diagonal, so no query attends to itself and the first row is all -inf (NaN); the future is ~tril(diagonal=0), i.e. triu(diagonal=1).
import torch


def ex_causal_weights(scores):
    n = scores.size(-1)
    past = torch.tril(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=-1)
    future = ~past
    masked = scores.masked_fill(future, float("-inf"))
    return masked.softmax(dim=-1)
