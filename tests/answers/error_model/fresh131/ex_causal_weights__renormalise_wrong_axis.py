# exercise: ex_causal_weights
# mistake: The learner uses the book's "mask after softmax" route (zero the future, then renormalise) but divides by the sums along dim=-2 (the queries) instead of the last axis, so rows do not sum to 1.
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    w = torch.softmax(scores, dim=-1)
    keep = torch.tril(torch.ones(n, n, device=scores.device))
    masked = w * keep
    # print(masked)
    row_sums = masked.sum(dim=-2, keepdim=True)
    return masked / row_sums
