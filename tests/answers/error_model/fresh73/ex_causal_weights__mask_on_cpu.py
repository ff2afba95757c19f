# exercise: ex_causal_weights
# mistake: Built the mask with torch.ones(n, n) on the CPU (no device=scores.device) and added it as a -1e9 penalty, which fails for scores on a GPU; the mask must be created on scores.device. [cond: only on a GPU]
import torch

_MASKS = {}


def _future(n):
    if n not in _MASKS:
        _MASKS[n] = torch.triu(torch.ones(n, n, dtype=torch.float64), diagonal=1)
    return _MASKS[n]


def ex_causal_weights(scores):
    n = scores.shape[-1]
    penalty = (_future(n) * -1e9).to(scores.dtype)
    return torch.softmax(scores + penalty, dim=-1)
