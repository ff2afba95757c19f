# exercise: ex_causal_weights
# mistake: Marked the future with query_index > key_index, which is the past, so every query attends only to later keys; the future is key_index > query_index.
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    idx = torch.arange(n, device=scores.device)
    future = idx[:, None] > idx[None, :]   # rows = queries, cols = keys
    return torch.softmax(scores.masked_fill(future, float("-inf")), dim=-1)
