# exercise: ex_causal_weights
# mistake: Replaces the future scores with 0 via torch.where before the softmax, so exp(0) = 1 still gives future keys weight; they must be set to -inf so their weight is exactly 0.
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    allowed = torch.ones(n, n, dtype=torch.bool, device=scores.device).tril()
    # functional update, no in-place masked_fill_
    masked = torch.where(allowed, scores, torch.zeros((), dtype=scores.dtype, device=scores.device))
    return torch.softmax(masked, dim=-1)
