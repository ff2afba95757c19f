# exercise: ex_causal_weights
# mistake: Builds the mask as query index > key index, which hides the past instead of the future; the future is key index > query index.
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    idx = torch.arange(n, device=scores.device)
    # outer comparison: i (rows) vs j (cols)
    future = idx[:, None] > idx[None, :]
    scores = scores.masked_fill(future, float('-inf'))
    return torch.softmax(scores, dim=-1)
