# exercise: ex_causal_weights
# mistake: Builds the mask with key < query, which masks the past instead of the future (key > query); each query then attends to itself and later keys.
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    pos = torch.arange(n, device=scores.device)
    future = pos[None, :] < pos[:, None]  # (query, key)
    return torch.softmax(scores.masked_fill(future, float("-inf")), dim=-1)
