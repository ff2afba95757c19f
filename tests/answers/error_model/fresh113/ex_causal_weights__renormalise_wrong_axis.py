# exercise: ex_causal_weights
# mistake: The learner takes the softmax, zeroes the future weights and renormalises, but divides by the sum over dim=-2 (the queries) instead of dim=-1 (the keys), so rows do not sum to 1.
import torch


def ex_causal_weights(scores):
    assert scores.shape[-1] == scores.shape[-2], "square scores expected"
    n = scores.shape[-1]
    keep = torch.tril(torch.ones(n, n, device=scores.device, dtype=scores.dtype))
    w = torch.softmax(scores, dim=-1)
    w = w * keep
    w = w / w.sum(dim=-2, keepdim=True)
    return w
