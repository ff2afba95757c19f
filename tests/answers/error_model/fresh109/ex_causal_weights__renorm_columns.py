# exercise: ex_causal_weights
# mistake: Following the book's softmax-then-zero variant, the learner renormalised by the sums over the queries (dim=-2) instead of over the keys (dim=-1), so the rows do not sum to 1.
import torch
from torch import nn


def ex_causal_weights(scores):
    n = scores.shape[-1]
    softmax = nn.Softmax(dim=-1)
    weights = softmax(scores)
    keep = torch.tril(torch.ones(n, n, device=scores.device))
    masked = weights * keep
    return masked / masked.sum(dim=-2, keepdim=True)
