# exercise: ex_causal_weights
# mistake: Takes n = len(scores), which is the size of the first (batch) axis, so the mask has the wrong size for batched scores; n is scores.shape[-1]. [cond: scores with leading batch/head axes]
import torch


def ex_causal_weights(scores):
    n = len(scores)
    M = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=1)
    return torch.softmax(scores.masked_fill(M, float("-inf")), dim=-1)
