# exercise: ex_causal_weights
# mistake: The mask helper builds its boolean mask on the default device (no device=scores.device), so masked_fill fails for scores on a GPU; the mask must be created on the scores' device. [cond: only on a GPU]
import torch

_MASKS = {}


def get_causal_mask(n):
    if n not in _MASKS:
        _MASKS[n] = torch.triu(torch.ones(n, n, dtype=torch.bool), diagonal=1)
    return _MASKS[n]


def ex_causal_weights(scores):
    mask = get_causal_mask(scores.shape[-1])
    return torch.softmax(scores.masked_fill(mask, float("-inf")), dim=-1)
