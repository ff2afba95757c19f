# exercise: ex_causal_weights
# mistake: Built the "future" mask with torch.tril(..., diagonal=-1), which marks the keys before each query (the past) instead of after it; the future is torch.triu(..., diagonal=1).
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    ones = torch.ones(n, n, dtype=torch.bool, device=scores.device)
    # row i = query i; keys j < i have already been seen
    future = torch.tril(ones, diagonal=-1)
    return torch.softmax(scores.masked_fill(future, float("-inf")), dim=-1)
