# exercise: ex_causal_weights
# mistake: The learner took the softmax first and then zeroed the future with tril (the book's intermediate step) without renormalising, so rows no longer sum to 1; mask with -inf before the softmax (or divide by the row sums).
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    attn_weights = torch.softmax(scores, dim=-1)
    mask_simple = torch.tril(torch.ones(n, n, device=scores.device))
    masked_simple = attn_weights * mask_simple
    return masked_simple
