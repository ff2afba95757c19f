# exercise: ex_causal_weights
# mistake: Filled the future positions with the smallest score in the tensor instead of -inf, so future keys still get a non-zero weight; they must be filled with -inf (weight exactly 0).
import torch


def ex_causal_weights(scores):
    n = scores.size(-1)
    future = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=1)
    lowest = scores.min()
    return torch.softmax(scores.masked_fill(future, lowest), dim=-1)
