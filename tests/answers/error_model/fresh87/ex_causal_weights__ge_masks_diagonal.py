# exercise: ex_causal_weights
# mistake: The future mask compares key >= query, so it also hides the diagonal: a query cannot attend to itself, and the first row is all -inf (NaN). Only key > query must be masked.
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    q_pos = torch.arange(n, device=scores.device)[:, None]
    k_pos = torch.arange(n, device=scores.device)[None, :]
    future = k_pos >= q_pos
    return torch.softmax(scores.masked_fill(future, float("-inf")), dim=-1)
