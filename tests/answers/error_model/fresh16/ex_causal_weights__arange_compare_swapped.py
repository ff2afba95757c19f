# exercise: ex_causal_weights
# mistake: The vectorised mask compares arange(n)[None, :] < arange(n)[:, None] (key < query), which hides the past keys and keeps the future ones; a key j is hidden from query i when j > i.
import torch


def ex_causal_weights(scores):
    n = scores.size(-1)
    idx = torch.arange(n, device=scores.device)
    # was: for i in range(n): for j in range(n): if j > i: mask[i, j] = True
    future = idx[None, :] < idx[:, None]
    return scores.masked_fill(future, float("-inf")).softmax(dim=-1)
