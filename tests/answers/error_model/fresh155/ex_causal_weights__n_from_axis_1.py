# exercise: ex_causal_weights
# mistake: Takes n from scores.shape[1], which is the head axis for 4-d scores (b, h, n, n), so the mask has the wrong size and the call fails; n is scores.shape[-1]. [cond: scores with more than 3 axes and shape[1] != n]
import torch


def causal_weights(scores, causal=True, dim=-1):
    n = scores.shape[1]
    if causal:
        mask = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=1)
        scores = scores.masked_fill(mask, float('-inf'))
    return torch.softmax(scores, dim=dim)


def ex_causal_weights(scores):
    return causal_weights(scores)
