# exercise: ex_causal_weights
# mistake: Used the book's softmax-then-mask method but renormalised by the sums over the query axis (dim=-2) instead of over the keys (dim=-1), so rows do not sum to 1.
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    attn = torch.softmax(scores, dim=-1)
    mask_simple = torch.tril(torch.ones(n, n, device=scores.device, dtype=scores.dtype))
    masked_simple = attn * mask_simple
    row_sums = masked_simple.sum(dim=-2, keepdim=True)
    return masked_simple / row_sums
