# exercise: ex_causal_weights
# mistake: The mask is created on the default (CPU) device instead of on scores.device, so it fails when the scores are on a GPU. [cond: only on a GPU]
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    mask = torch.triu(torch.ones(n, n), diagonal=1).bool()
    masked = scores.masked_fill(mask, -torch.inf)
    return masked.softmax(dim=-1)
