# exercise: ex_causal_weights
# mistake: Using the book's second approach (softmax, zero the future with tril, renormalise), the learner renormalises by the column sums (dim=-2) instead of the row sums (dim=-1), so rows do not sum to 1.
import torch


def ex_causal_weights(scores):
    n = scores.size(-1)
    w = torch.softmax(scores, dim=-1)
    keep = torch.tril(torch.ones(n, n, device=scores.device, dtype=scores.dtype))
    w = w * keep
    return w / w.sum(dim=-2, keepdim=True)
