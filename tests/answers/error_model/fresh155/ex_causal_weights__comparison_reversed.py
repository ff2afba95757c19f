# exercise: ex_causal_weights
# mistake: Builds the mask with the comparison i > j (row index greater than column index), which marks the past keys instead of the future; the future is j > i.
import torch


def causal_mask(n, device=None):
    i = torch.arange(n, device=device)
    return i[:, None] > i[None, :]


def masked_softmax(scores, mask=None, dim=-1):
    if mask is not None:
        scores = scores.masked_fill(mask, float('-inf'))
    return torch.softmax(scores, dim=dim)


def ex_causal_weights(scores):
    return masked_softmax(scores, mask=causal_mask(scores.shape[-1], device=scores.device))
