# exercise: ex_causal_weights
# mistake: Built the mask with row > column, which hides the past (keys before the query) instead of the future (column > row).
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    i = torch.arange(n, device=scores.device)
    future = i[:, None] > i[None, :]
    masked = scores.masked_fill(future, float('-inf'))
    return torch.softmax(masked, dim=-1)
