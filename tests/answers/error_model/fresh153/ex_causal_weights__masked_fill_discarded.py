# exercise: ex_causal_weights
# mistake: Calls the out-of-place masked_fill on a clone and throws its result away, so the softmax runs over unmasked scores; use the returned tensor (or masked_fill_).
import torch


def ex_causal_weights(scores):
    if scores.ndim < 2:
        raise ValueError("expected at least 2 axes")
    n = scores.shape[-1]
    masked = scores.clone()  # don't touch the caller's scores
    future = torch.triu(torch.ones(n, n, device=scores.device, dtype=torch.bool), diagonal=1)
    masked.masked_fill(future, float("-inf"))
    weights = torch.softmax(masked, dim=-1)
    assert torch.allclose(weights.sum(-1), torch.ones_like(weights.sum(-1)))
    return weights
