# exercise: ex_causal_weights
# mistake: Builds the mask with row index > column index, which masks the past instead of the future (each query keeps only itself and later keys); the future is column index > row index.
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    idx = torch.arange(n, device=scores.device)
    i, j = idx[:, None], idx[None, :]
    future = i > j
    scores = scores.masked_fill(future, float("-inf"))
    return torch.softmax(scores, dim=-1)
