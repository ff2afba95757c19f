# exercise: ex_causal_weights
# mistake: Calls its general attention helper whose scale flag defaults to True, so the already-scaled scores are divided by √n a second time; the weights must come from the scores as given.
import math

import torch


def attention_weights(scores, causal=False, scale=True, mask_value=float("-inf"), dim=-1):
    """one helper for all the exercises"""
    if scale:
        scores = scores / math.sqrt(scores.shape[-1])
    if causal:
        n = scores.shape[-1]
        future = torch.ones(n, n, dtype=torch.bool, device=scores.device).triu(1)
        scores = scores.masked_fill(future, mask_value)
    return torch.softmax(scores, dim=dim)


def ex_causal_weights(scores):
    return attention_weights(scores, causal=True)
