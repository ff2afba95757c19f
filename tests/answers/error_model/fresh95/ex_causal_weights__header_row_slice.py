# exercise: ex_causal_weights
# mistake: The learner built an (n+1)x(n+1) mask "with a header row and column" and cut it with [1:, :-1], which shifts the columns by one so each query may also see the next key; the mask is triu(ones(n, n), diagonal=1) (or the slice [1:, 1:]).
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    grid = torch.triu(torch.ones(n + 1, n + 1, dtype=torch.bool, device=scores.device), diagonal=1)
    future = grid[1:, :-1]
    return torch.softmax(scores.masked_fill(future, float("-inf")), dim=-1)
