# exercise: ex_causal_weights
# mistake: Takes n from scores.shape[0] (batch-first habit) instead of the last axis, so for batched scores the mask has the batch size and masks nothing (b=1) or fails to broadcast; n is scores.shape[-1]. [cond: scores.shape[0] != n, e.g. a batch of size b != n]
import torch

def ex_causal_weights(scores):
    n = scores.shape[0]
    future = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=1)
    return torch.softmax(scores.masked_fill(future, float("-inf")), dim=-1)
