# exercise: ex_causal_weights
# mistake: Called F.softmax(masked, 1) with a positional dim 1, which is the key axis only for 2-D scores; for batched (..., n, n) scores the softmax must run over dim=-1. [cond: scores with more than 2 axes]
import torch
import torch.nn.functional as F


def ex_causal_weights(scores):
    n = scores.size(-1)
    mask = torch.ones(n, n, dtype=torch.bool, device=scores.device).triu(1)
    masked = scores.masked_fill(mask, float("-inf"))
    return F.softmax(masked, 1)
