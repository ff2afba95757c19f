import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    future = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=1)
    return torch.softmax(scores.masked_fill(future, float('-inf')), dim=-1)
