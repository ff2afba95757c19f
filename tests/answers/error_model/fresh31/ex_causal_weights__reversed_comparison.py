# exercise: ex_causal_weights
# mistake: The learner built the mask with the broadcast comparison reversed (row index > column index), so each query is blocked from earlier keys and attends to later ones; the forbidden keys are those with j > i.

import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    idx = torch.arange(n, device=scores.device)
    future = idx[None, :] < idx[:, None]   # (n, n)
    return torch.softmax(scores.masked_fill(future, float("-inf")), dim=-1)
