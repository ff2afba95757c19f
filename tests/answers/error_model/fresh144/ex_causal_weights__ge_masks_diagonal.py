# exercise: ex_causal_weights
# mistake: The future is marked with key >= query, which also masks the diagonal: the first row is all -inf (NaN) and no query sees itself; the future is key > query (diagonal=1).
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    idx = torch.arange(n, device=scores.device)
    future = idx[None, :] >= idx[:, None]
    return torch.softmax(scores.masked_fill(future, float("-inf")), dim=-1)
