# exercise: ex_causal_weights
# mistake: The learner uses the book's mask-after-softmax variant (multiply by tril) but renormalises with sum(dim=-2), over the queries, so the rows do not sum to 1; the renormalisation must be over the last axis (the keys).
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    w = torch.softmax(scores, dim=-1)
    simple = torch.tril(torch.ones(n, n, device=scores.device, dtype=scores.dtype))
    masked_simple = w * simple
    row_sums = masked_simple.sum(dim=-2, keepdim=True)
    return masked_simple / row_sums
