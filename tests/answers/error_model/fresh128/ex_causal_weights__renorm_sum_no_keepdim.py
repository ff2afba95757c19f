# exercise: ex_causal_weights
# mistake: The learner masks after the softmax and renormalises with sum(dim=-1) without keepdim, so the (..., n) row sums broadcast along the last axis and each column is divided by another row's sum; the sum needs keepdim=True.
import torch

_tril_cache = {}


def ex_causal_weights(scores):
    n = scores.shape[-1]
    if n not in _tril_cache:
        _tril_cache[n] = torch.tril(torch.ones(n, n))
    keep = _tril_cache[n].to(scores.device, scores.dtype)
    w = torch.softmax(scores, dim=-1) * keep
    return w / w.sum(dim=-1)
