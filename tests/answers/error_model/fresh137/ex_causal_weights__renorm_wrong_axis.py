# exercise: ex_causal_weights
# mistake: After zeroing the future the learner renormalised by the sum over axis -2 (the queries) instead of -1 (the keys), so rows do not sum to 1.
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    keep = torch.tril(torch.ones(n, n, device=scores.device, dtype=scores.dtype))
    p = torch.softmax(scores, dim=-1) * keep
    z = p.sum(dim=-2, keepdim=True).clamp_min(torch.finfo(p.dtype).tiny)
    return p / z
