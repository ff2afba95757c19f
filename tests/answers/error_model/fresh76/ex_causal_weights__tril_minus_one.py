# exercise: ex_causal_weights
# mistake: Masks with tril(diagonal=-1), i.e. the past instead of the future: each query attends to itself and later keys; the future is triu(diagonal=1).
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    blocked = torch.ones(n, n, device=scores.device, dtype=torch.bool).tril(diagonal=-1)
    s = scores.masked_fill(blocked, float("-inf"))
    return s.softmax(-1)
