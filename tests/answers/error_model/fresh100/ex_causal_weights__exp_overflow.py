# exercise: ex_causal_weights
# mistake: Writes the softmax by hand as exp(scores) * keep / sum without subtracting the row maximum, so large scores overflow to inf and give NaN rows. [cond: scores above ~88 in float32]
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    keep = torch.tril(torch.ones(n, n, dtype=scores.dtype, device=scores.device))
    e = torch.exp(scores) * keep
    return e / e.sum(-1, keepdim=True)
