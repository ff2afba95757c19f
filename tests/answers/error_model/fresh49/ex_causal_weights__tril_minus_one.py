# exercise: ex_causal_weights
# mistake: Built the allowed positions with tril(diagonal=-1), which excludes the diagonal, so each query cannot attend to itself and the first row is all -inf (NaN); allowed is tril(diagonal=0), i.e. the future is triu(diagonal=1).
import torch


def ex_causal_weights(scores):
    n = scores.size(-1)
    allowed = torch.tril(torch.ones(n, n, device=scores.device), diagonal=-1).bool()
    masked = scores.masked_fill(~allowed, float("-inf"))
    return torch.softmax(masked, dim=-1)
