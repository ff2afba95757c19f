# exercise: ex_causal_weights
# mistake: Uses the book's softmax-then-zero-then-renormalise route but sums without keepdim, so the (…, n) row sums broadcast along the last axis and column j is divided by row j's sum; it needs keepdim=True.
import torch


def ex_causal_weights(scores):
    n = scores.size(-1)
    w = torch.softmax(scores, dim=-1)
    keep = torch.tril(torch.ones(n, n, device=scores.device, dtype=scores.dtype))
    w = w * keep
    row_sums = w.sum(dim=-1)
    return w / row_sums
