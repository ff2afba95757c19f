# exercise: ex_causal_weights
# mistake: Caches the mask in a dict keyed by n only, so the mask built on the first call's device is reused on every device: after a CPU call, a CUDA call with the same n masks with a CPU tensor and fails; the key must include the device. [cond: only on a GPU, after a call with the same n on another device]
import torch

_MASKS = {}


def _future_mask(n, device):
    if n not in _MASKS:
        _MASKS[n] = torch.triu(torch.ones(n, n, dtype=torch.bool, device=device), diagonal=1)
    return _MASKS[n]


def ex_causal_weights(scores):
    n = scores.shape[-1]
    mask = _future_mask(n, scores.device)
    return torch.softmax(scores.masked_fill(mask, float("-inf")), dim=-1)
