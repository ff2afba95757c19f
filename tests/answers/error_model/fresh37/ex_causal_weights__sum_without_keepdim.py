# exercise: ex_causal_weights
# mistake: Hand-written stable softmax divides by e.sum(-1) without keepdim=True, so the (..., n) sums broadcast along the last axis and row i is divided by other rows' sums; use keepdim=True.
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    future = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=1)
    s = scores.masked_fill(future, float("-inf"))
    e = (s - s.amax(-1, keepdim=True)).exp()
    return e / e.sum(-1)
