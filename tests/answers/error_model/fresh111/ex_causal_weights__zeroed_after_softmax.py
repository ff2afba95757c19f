# exercise: ex_causal_weights
# mistake: Applies the softmax first and then sets the future weights to 0 without renormalising, so rows no longer sum to 1; mask with -inf before the softmax (or divide by the row sums afterwards).
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    weights = torch.softmax(scores, dim=-1)
    mask_simple = torch.tril(torch.ones(n, n, device=scores.device))
    weights = weights * mask_simple
    return weights
