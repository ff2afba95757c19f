# exercise: ex_causal_weights
# mistake: Transposed the triu mask, so it masks the past (below the diagonal) instead of the future; the mask is triu(ones, diagonal=1) as it is.

import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    mask = torch.triu(torch.ones(n, n, device=scores.device), diagonal=1).T.bool()
    return torch.softmax(scores.masked_fill(mask, float("-inf")), dim=-1)
