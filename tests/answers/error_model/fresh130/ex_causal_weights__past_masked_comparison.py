# exercise: ex_causal_weights
# mistake: The comparison is the wrong way round: key_idx < query_idx marks the past, so every query attends only to itself and later keys; the future is key_idx > query_idx.
import torch


def ex_causal_weights(scores):
    n = scores.size(-1)
    i = torch.arange(n, device=scores.device)
    query_idx = i[:, None]
    key_idx = i[None, :]
    future = key_idx < query_idx
    return torch.softmax(scores.masked_fill(future, float('-inf')), dim=-1)
