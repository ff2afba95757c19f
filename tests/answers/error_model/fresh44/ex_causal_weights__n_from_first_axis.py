# exercise: ex_causal_weights
# mistake: Takes n = scores.shape[0], which is the batch size for batched scores, so for batched scores the mask is built with the batch size and fails to cover the n x n scores; n must be scores.shape[-1]. [cond: batched scores whose first axis is smaller than n]
import torch


def ex_causal_weights(scores):
    n = scores.shape[0]
    mask = torch.triu(torch.ones(n, n, device=scores.device), diagonal=1).bool()
    mask = mask[:scores.shape[-2], :scores.shape[-1]]
    return torch.softmax(scores.masked_fill(mask, -torch.inf), dim=-1)
