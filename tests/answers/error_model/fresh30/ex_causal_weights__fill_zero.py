# exercise: ex_causal_weights
# mistake: Filled the future scores with 0 instead of -inf, so after the softmax later keys still get weight exp(0)/Σ.

import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    mask = torch.triu(torch.ones(n, n, device=scores.device), diagonal=1).bool()
    masked = scores.masked_fill(mask, 0.0)  # hide the future tokens
    return masked.softmax(dim=-1)
