# exercise: ex_causal_weights
# mistake: The mask is built by an lru_cache'd helper keyed on n only and always on the CPU, so on a GPU masked_fill gets a mask on another device; the mask must be created on scores.device. [cond: scores on a GPU]
from functools import lru_cache
import torch


@lru_cache(maxsize=None)
def future_mask(n):
    return torch.triu(torch.ones(n, n, dtype=torch.bool), diagonal=1)


def ex_causal_weights(scores):
    n = scores.shape[-1]
    return torch.softmax(scores.masked_fill(future_mask(n), float("-inf")), dim=-1)
