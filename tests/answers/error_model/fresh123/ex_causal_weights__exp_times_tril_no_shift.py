# exercise: ex_causal_weights
# mistake: Masks multiplicatively: exp(scores) times a 0/1 lower-triangular matrix, normalised by the row sum, but without subtracting the row maximum, so large scores overflow to inf and give NaN; subtract the max (or fill -inf and use softmax). [cond: scores above about 88 in float32 / 709 in float64]
import torch


def ex_causal_weights(scores):
    n = scores.size(-1)
    keep = torch.tril(torch.ones(n, n, dtype=scores.dtype, device=scores.device))
    e = torch.exp(scores) * keep          # future -> exactly 0
    return e / e.sum(-1, keepdim=True)
