# exercise: ex_causal_weights
# mistake: Zeroes the future weights after the softmax with a tril mask and never renormalises, so the rows no longer sum to 1; mask the scores with -inf before the softmax (or divide by the row sums).

import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    weights = torch.softmax(scores, dim=-1)
    keep = torch.tril(torch.ones(n, n, device=scores.device))
    return weights * keep
