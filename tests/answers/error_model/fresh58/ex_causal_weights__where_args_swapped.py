# exercise: ex_causal_weights
# mistake: torch.where(future, scores, -inf) keeps the scores where the mask marks the future and puts -inf on the past and diagonal, so queries see only later keys (the last row is NaN); the order must be torch.where(future, -inf, scores).
import torch


def ex_causal_weights(scores):
    n = scores.size(-1)
    future = torch.ones(n, n, dtype=torch.bool, device=scores.device).triu(1)
    neg = torch.tensor(float("-inf"), dtype=scores.dtype, device=scores.device)
    masked = torch.where(future, scores, neg)
    return masked.softmax(dim=-1)
