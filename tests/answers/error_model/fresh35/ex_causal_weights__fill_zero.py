# exercise: ex_causal_weights
# mistake: Filled the future positions with 0 before the softmax instead of -inf, so every query still gives weight exp(0) to later keys.
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    mask = torch.triu(torch.ones(n, n, device=scores.device), diagonal=1).bool()
    masked = scores.masked_fill(mask, 0.0)
    return torch.softmax(masked, dim=-1)
