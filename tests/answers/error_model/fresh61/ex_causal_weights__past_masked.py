# exercise: ex_causal_weights
# mistake: Builds the mask from the condition i > j (query index greater than key index), which hides the past and lets every query see the future; the future is j > i (keys after the query), i.e. rows < columns.
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    i = torch.arange(n, device=scores.device)
    j = torch.arange(n, device=scores.device)
    # alpha_ij = 0 for j > i  (query i, key j)
    mask = i[:, None] > j[None, :]
    return torch.softmax(scores.masked_fill(mask, float("-inf")), dim=-1)
