# exercise: ex_causal_weights
# mistake: Writes torch.where(future, scores, -inf), keeping the future scores and filling the past and the diagonal with -inf (the last row becomes NaN); it should be torch.where(future, -inf, scores).
import torch

def ex_causal_weights(scores):
    n = scores.shape[-1]
    future = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=1)
    neg = torch.full_like(scores, float("-inf"))
    masked = torch.where(future, scores, neg)
    return torch.softmax(masked, dim=-1)
