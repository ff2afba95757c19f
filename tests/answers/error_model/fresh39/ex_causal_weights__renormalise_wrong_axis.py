# exercise: ex_causal_weights
# mistake: Uses the book's softmax-then-zero approach but renormalises by the sum over dim=-2 (the queries), so the rows do not sum to 1; the renormalising sum must be over the last axis (keys).
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    w = torch.softmax(scores, dim=-1)
    keep = torch.tril(torch.ones(n, n, device=scores.device, dtype=scores.dtype))
    masked = w * keep
    return masked / masked.sum(dim=-2, keepdim=True)
