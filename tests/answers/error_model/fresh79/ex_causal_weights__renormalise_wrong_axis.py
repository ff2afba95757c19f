# exercise: ex_causal_weights
# mistake: The learner does the book's softmax-then-zero-then-renormalise, but divides by the sum along dim=-2 (over queries) instead of the last axis, so rows do not sum to 1.
import torch


def ex_causal_weights(scores):
    n = scores.size(-1)
    w = torch.softmax(scores, dim=-1)
    simple = torch.tril(torch.ones(n, n, device=scores.device))
    masked = w * simple
    norm = masked.sum(dim=-2, keepdim=True)
    return masked / norm
