# exercise: ex_causal_weights
# mistake: Used the book's first approach (softmax, multiply by tril, renormalise) but renormalised by the column sums (dim=-2) instead of the row sums (dim=-1), so rows do not sum to 1.
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    attn_weights = torch.softmax(scores, dim=-1)
    mask_simple = torch.tril(torch.ones(n, n, device=scores.device))
    masked_simple = attn_weights * mask_simple
    row_sums = masked_simple.sum(dim=-2, keepdim=True)
    masked_simple_norm = masked_simple / row_sums
    return masked_simple_norm
