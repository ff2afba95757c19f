# exercise: ex_causal_weights
# mistake: Builds the mask as row > column (key index below query index), which hides the past and keeps the future; the forbidden keys are those with column > row.
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    idx = torch.arange(n, device=scores.device)
    # mask[i, j] for query i, key j
    mask = idx[:, None] > idx[None, :]
    return torch.softmax(scores.masked_fill(mask, float("-inf")), dim=-1)
