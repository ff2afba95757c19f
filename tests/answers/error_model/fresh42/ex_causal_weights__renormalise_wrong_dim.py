# exercise: ex_causal_weights
# mistake: Zeroes the future weights after the softmax and renormalises by the sum over dim=-2 (the queries) instead of dim=-1 (the keys), so the rows do not sum to 1.
import torch


def ex_causal_weights(scores):
    n = scores.size(-1)
    # Compute standard softmax first
    attn = torch.softmax(scores, dim=-1)
    # Apply a lower-triangular mask to remove attention to future tokens
    mask_simple = torch.tril(torch.ones(n, n, device=scores.device))
    masked_simple = attn * mask_simple
    # Renormalize so the attention weights sum to 1 again
    row_sums = masked_simple.sum(dim=-2, keepdim=True)
    return masked_simple / row_sums
