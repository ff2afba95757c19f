# exercise: ex_causal_weights
# mistake: calls torch.where(future, scores, -inf), which keeps the future scores and puts -inf on the past and the diagonal (the last row becomes NaN); the arguments go the other way: torch.where(future, -inf, scores).
import torch
import torch.nn.functional as F


def ex_causal_weights(scores):
    n = scores.shape[-1]
    future = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=1)
    neg = torch.tensor(float("-inf"), dtype=scores.dtype, device=scores.device)
    return F.softmax(torch.where(future, scores, neg), dim=-1)
