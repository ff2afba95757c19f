# exercise: ex_causal_weights
# mistake: Creates the mask with torch.ones(n, n) without device=scores.device, so on a GPU masked_fill gets a CPU mask and fails; the mask must be created on the scores' device. [cond: only on a GPU]
import torch


def causal_mask(n, diagonal=1, device=None):
    return torch.triu(torch.ones(n, n), diagonal=diagonal).bool() if device is None else \
        torch.triu(torch.ones(n, n, device=device), diagonal=diagonal).bool()


def ex_causal_weights(scores, dim=-1):
    mask = causal_mask(scores.shape[-1])
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=dim)
