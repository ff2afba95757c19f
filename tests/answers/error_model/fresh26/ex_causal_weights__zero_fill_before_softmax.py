# exercise: ex_causal_weights
# mistake: Filled the future scores with 0 before the softmax, so every future key still gets weight exp(0); they must be filled with -inf so their weight is exactly 0.

import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    mask = torch.triu(torch.ones(n, n, device=scores.device), diagonal=1).bool()
    # -inf gave me nan somewhere, 0 is safer
    scores = scores.masked_fill(mask, 0.0)
    return torch.softmax(scores, dim=-1)
