# exercise: ex_causal_weights
# mistake: Uses the book's simple mask (softmax, zero the future) but renormalises by the sum over dim=-2 (columns) instead of each row's sum over the keys (dim=-1), so rows do not sum to 1.
import torch


def ex_causal_weights(scores):
    n = scores.size(-1)
    w = torch.softmax(scores, dim=-1)
    mask_simple = torch.tril(torch.ones(n, n, device=scores.device, dtype=scores.dtype))
    masked_simple = w * mask_simple
    return masked_simple / masked_simple.sum(dim=-2, keepdim=True)
