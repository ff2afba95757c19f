# exercise: ex_causal_weights
# mistake: Takes n from scores.shape[1], which is the head axis for 4-D (b, h, n, n) scores; n must come from the last axis. [cond: scores with 4 or more axes whose axis 1 differs from n]
import torch


def ex_causal_weights(scores):
    n = scores.shape[1]
    fut = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=1)
    return torch.softmax(scores.masked_fill(fut, float("-inf")), dim=-1)
