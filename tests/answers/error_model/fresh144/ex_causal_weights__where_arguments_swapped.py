# exercise: ex_causal_weights
# mistake: torch.where(future, scores, -inf) keeps the scores where the mask marks the future and puts -inf everywhere else; the arguments must be torch.where(future, -inf, scores).
import torch


def ex_causal_weights(scores):
    n = scores.size(-1)
    future = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=1)
    neg = torch.full_like(scores, float("-inf"))
    masked = torch.where(future, scores, neg)
    return torch.softmax(masked, dim=-1)
