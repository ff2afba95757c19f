# exercise: ex_causal_weights
# mistake: Masked the keys before each query (tril, diagonal=-1) instead of the later ones (triu, diagonal=1), so every query sees the future and not the past.

import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    # key j can only be seen by queries from j on
    mask = torch.tril(torch.ones(n, n, device=scores.device, dtype=torch.bool), diagonal=-1)
    return torch.softmax(scores.masked_fill(mask, float("-inf")), dim=-1)
