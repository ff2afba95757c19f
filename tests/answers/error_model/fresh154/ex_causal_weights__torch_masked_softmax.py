# exercise: ex_causal_weights
# mistake: The learner passes the "future" mask to torch.masked.softmax, whose mask keeps the True entries, so only the future is attended to (and the last row is NaN); it needs the complement (tril, True = keep).
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    future = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=1)
    future = future.expand_as(scores)
    return torch.masked.softmax(scores, dim=-1, mask=future)
