# exercise: ex_causal_weights
# mistake: Builds the mask with triu(diagonal=0), masking each query's own key too, so the first row is all -inf and becomes NaN; the mask is triu(diagonal=1).

import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    mask = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device))
    return torch.softmax(scores.masked_fill(mask, float("-inf")), dim=-1)
