# exercise: ex_causal_weights
# mistake: The learner wrote the softmax by hand as exp(scores) · tril / row sum without subtracting the maximum, which overflows to inf/inf = NaN for large scores; use torch.softmax (or subtract the row maximum). [cond: only for large scores, e.g. > 89 in float32]
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    keep = torch.tril(torch.ones(n, n, device=scores.device, dtype=scores.dtype))
    e = torch.exp(scores) * keep
    return e / e.sum(dim=-1, keepdim=True)
