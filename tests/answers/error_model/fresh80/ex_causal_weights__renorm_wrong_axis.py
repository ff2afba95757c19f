# exercise: ex_causal_weights
# mistake: Takes the softmax, zeroes the future with a tril mask and renormalises by the sum over dim=-2 (columns) instead of the last axis, so the rows do not sum to 1.
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    weights = torch.softmax(scores, dim=-1)
    keep = torch.tril(torch.ones(n, n, device=scores.device))
    masked = weights * keep
    return masked / masked.sum(dim=-2, keepdim=True)
