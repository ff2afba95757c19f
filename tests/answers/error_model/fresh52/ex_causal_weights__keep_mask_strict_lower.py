# exercise: ex_causal_weights
# mistake: Builds the keep mask with tril(diagonal=-1), which also drops the diagonal, so no token attends to itself and the first row is all -inf (NaN); the keep mask must be tril with diagonal=0.
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    ones = torch.ones(n, n, dtype=torch.bool, device=scores.device)
    allowed = torch.tril(ones, diagonal=-1)  # the past
    masked = scores.masked_fill(~allowed, float("-inf"))
    return masked.softmax(dim=-1)
