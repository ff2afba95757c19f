# exercise: ex_causal_weights
# mistake: Future scores are filled with the smallest score of the tensor instead of -inf, so future keys still get a positive weight exp(min - max); they must be filled with -inf so that their weight is exactly 0.
import torch


def ex_causal_weights(scores):
    n = scores.size(-1)
    future = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=1)
    low = scores.min()  # nothing can be below the minimum
    return torch.softmax(scores.masked_fill(future, low), dim=-1)
