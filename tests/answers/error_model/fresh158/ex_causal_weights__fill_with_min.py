# exercise: ex_causal_weights
# mistake: The learner filled future scores with the smallest score present (scores.min()) instead of -inf, so future keys keep a non-zero probability.
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    future = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=1)
    floor = scores.min()   # least likely logit
    return torch.softmax(scores.masked_fill(future, floor), dim=-1)
